// Packing: generatePackingOptions, confirmPackingOption and setPackingInformation, by packing
// group before placement (pack first) or by shipment after it (pack later).
//
// Packing groups are the SKUs that may share a box: Amazon keeps apart what different centres
// receive, so the groups follow the same facts as placement (standard-size or oversize,
// dangerous goods or not; src/inbound/placement.ts). One packing option is offered with those
// groups ("Each packing group includes a list of SKUs that should be packed together", Amazon's
// use-case guide, "Create a shipment with an Amazon-partnered carrier (PCP)", step 3).
import type { SellerData } from '../data/generate.js';
import { inboundFactsOf } from '../data/inbound-facts.js';
import { assignAmazonBoxes } from './boxes.js';
import { checkBoxItems, listedProduct } from './rules.js';
import type { InboundStore } from './store.js';
import { badRequest, placementExpired, placementExpiredProblem, prefixedId } from './support.js';
import { checkPacking } from './transport.js';
import type {
  BoxUpdateInput,
  ItemInput,
  OperationProblem,
  OperationRecord,
  OperationRequest,
  PackingGroupRecord,
  PlanRecord,
} from './types.js';

const HOUR = 3_600_000;
/**
 * Packing options (and so their groups) expire 24 hours after they were generated: sellers who
 * wait longer before confirming placement get FBA_INB_0364 (selling-partner-api-models issue #4669).
 */
export const PACKING_OPTION_TTL_MS = 24 * HOUR;

/** The plan's items split by what a centre must receive: each list may share boxes. */
export function packingGroupsOf(items: ItemInput[], data: SellerData, marketplaceId: string): ItemInput[][] {
  const groups = new Map<string, ItemInput[]>();
  for (const item of items) {
    const product = listedProduct(data, marketplaceId, item.msku);
    const facts = product && inboundFactsOf(product);
    const key = facts ? `${facts.sizeClass}${facts.dangerousGoods ? '-hazmat' : ''}` : 'other';
    groups.set(key, [...(groups.get(key) ?? []), { ...item }]);
  }
  const order = ['standard', 'oversize', 'standard-hazmat', 'oversize-hazmat', 'other'];
  return order.filter((k) => groups.has(k)).map((k) => groups.get(k)!);
}

/** generatePackingOptions: replaces the plan's options (and groups) with one option of its packing groups. */
export function generatePackingOptions(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  data: SellerData,
): OperationProblem[] {
  const now = operation.doneAt;
  if (plan.confirmedPlacementOptionId)
    return [badRequest('generatePackingOptions', 'a placement option of the inbound plan is already confirmed.')];
  for (const id of plan.packingOptionIds ?? []) {
    for (const groupId of store.packingOptions.get(id)?.packingGroupIds ?? []) store.packingGroups.delete(groupId);
    store.packingOptions.delete(id);
  }
  delete plan.confirmedPackingOptionId;
  const packingOptionId = prefixedId('po', operation.operationId, 'packing-option');
  const packingGroupIds = packingGroupsOf(plan.items, data, plan.marketplaceId).map((items, i) => {
    const packingGroupId = prefixedId('pg', operation.operationId, 'packing-group', String(i));
    store.packingGroups.set(packingGroupId, {
      packingGroupId,
      inboundPlanId: plan.inboundPlanId,
      packingOptionId,
      items,
    });
    return packingGroupId;
  });
  store.packingOptions.set(packingOptionId, {
    packingOptionId,
    inboundPlanId: plan.inboundPlanId,
    packingGroupIds,
    expiresAt: now + PACKING_OPTION_TTL_MS,
    status: 'OFFERED',
  });
  plan.packingOptionIds = [packingOptionId];
  plan.lastUpdatedAt = now;
  return [];
}

/** confirmPackingOption: once (the same option again changes nothing), before placement is confirmed. */
export function confirmPackingOption(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  packingOptionId: string,
): OperationProblem[] {
  const name = 'confirmPackingOption';
  const option = store.packingOptions.get(packingOptionId);
  if (!option || option.inboundPlanId !== plan.inboundPlanId)
    return [badRequest(name, 'the packing option is no longer offered for the inbound plan.')];
  if (plan.confirmedPackingOptionId === packingOptionId) return [];
  if (plan.confirmedPlacementOptionId)
    return [badRequest(name, 'a placement option of the inbound plan is already confirmed.')];
  if (operation.createdAt >= option.expiresAt)
    return [badRequest(name, 'the packing option has expired. Generate packing options again.')];
  for (const id of plan.packingOptionIds ?? []) {
    const other = store.packingOptions.get(id)!;
    other.status = id === packingOptionId ? 'ACCEPTED' : 'EXPIRED';
  }
  plan.confirmedPackingOptionId = packingOptionId;
  plan.lastUpdatedAt = operation.doneAt;
  return [];
}

/**
 * The problems of one packing group's boxes: items only with BOX_CONTENT_PROVIDED, and then the
 * group's units exactly, in Amazon's words: "ERROR: Package group pg… did not contain expected
 * items and/or quantities" (selling-partner-api-docs issue #3702, selling-partner-api-models #551).
 */
export function checkGroupBoxes(
  group: PackingGroupRecord,
  boxes: BoxUpdateInput[],
  marketplaceId: string,
): OperationProblem[] {
  const name = 'setPackingInformation';
  const problems: OperationProblem[] = [];
  boxes.forEach((box, i) => {
    if (box.contentInformationSource !== 'BOX_CONTENT_PROVIDED' && (box.items?.length ?? 0) > 0)
      problems.push(
        badRequest(
          name,
          `boxes[${i}].items must be empty when contentInformationSource is ${box.contentInformationSource}.`,
        ),
      );
  });
  return [
    ...problems,
    ...checkBoxItems(group.items, boxes, marketplaceId, () => ({
      code: 'BadRequest',
      message: `ERROR: Package group ${group.packingGroupId} did not contain expected items and/or quantities`,
      details: group.items
        .map(
          (i) =>
            `Expected item quantities ${i.msku} (${i.labelOwner}, ${i.prepOwner}${i.expiration ? `, ${i.expiration}` : ''}${i.manufacturingLotCode ? `, ${i.manufacturingLotCode}` : ''}): ${i.quantity}`,
        )
        .join('; '),
      severity: 'ERROR',
    })),
  ];
  return problems;
}

/** setPackingInformation: every grouping by packingGroupId (pack first) or every one by shipmentId (pack later). */
export function setPackingInformation(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  request: Extract<OperationRequest, { kind: 'setPackingInformation' }>,
): OperationProblem[] {
  const name = request.kind;
  const now = operation.doneAt;
  const byGroup = request.groupings.filter((g) => g.packingGroupId);
  if (byGroup.length > 0 && byGroup.length !== request.groupings.length)
    return [badRequest(name, 'every packageGrouping must name a packingGroupId, or every one a shipmentId.')];
  if (byGroup.length > 0) {
    // The model: "The PackingGroupId can only be provided before placement confirmation".
    if (plan.confirmedPlacementOptionId)
      return [
        badRequest(
          name,
          'packingGroupId can only be provided before placement confirmation. Give the boxes by shipmentId, for pallet deliveries.',
        ),
      ];
    const option = plan.confirmedPackingOptionId ? store.packingOptions.get(plan.confirmedPackingOptionId) : undefined;
    if (!option) return [badRequest(name, 'no packing option of the inbound plan is confirmed.')];
    // Amazon wants the boxes of every group of the confirmed option in one call: "ERROR: Provided
    // package grouping ids are incorrect. Expected all of [pg…]" (selling-partner-api-models #4490).
    const given = byGroup.map((g) => g.packingGroupId!).sort();
    const expected = [...option.packingGroupIds].sort();
    if (given.join() !== expected.join())
      return [
        {
          code: 'BadRequest',
          message: `ERROR: Provided package grouping ids are incorrect. Expected all of [${expected.join(', ')}]`,
          severity: 'ERROR',
        },
      ];
    const problems = byGroup.flatMap((g) =>
      checkGroupBoxes(store.packingGroups.get(g.packingGroupId!)!, g.boxes, plan.marketplaceId),
    );
    if (problems.length > 0) return problems;
    for (const g of byGroup) store.packingGroups.get(g.packingGroupId!)!.boxes = g.boxes;
    plan.lastUpdatedAt = now;
    return [];
  }
  const shipments = request.groupings.map((g) => store.shipments.get(g.shipmentId ?? ''));
  if (shipments.some((s) => !s || s.inboundPlanId !== plan.inboundPlanId))
    return [badRequest(name, 'a shipment does not exist in the inbound plan.')];
  if (placementExpired(plan, operation)) return [placementExpiredProblem(name)];
  const problems = request.groupings.flatMap((g, i) => [
    ...checkPacking(shipments[i]!, g.boxes),
    ...checkBoxItems(shipments[i]!.items, g.boxes, plan.marketplaceId, () =>
      badRequest(
        name,
        `the boxes of shipment ${shipments[i]!.shipmentId} do not hold its items (msku, labelOwner, prepOwner, expiration, manufacturingLotCode and quantity as listShipmentItems gives them).`,
      ),
    ),
  ]);
  if (problems.length > 0) return problems;
  request.groupings.forEach((g, i) => {
    const shipment = shipments[i]!;
    shipment.packing = g.boxes;
    shipment.transportationOptions = [];
    if (shipment.shipmentConfirmationId)
      shipment.amazonBoxes = assignAmazonBoxes({ ...shipment, amazonBoxes: [] }, g.boxes, operation.operationId);
    shipment.lastUpdatedAt = now;
  });
  return [];
}

/** Whether the plan was packed first: box content given by packing group before placement. */
export function isPackedFirst(store: InboundStore, plan: PlanRecord): boolean {
  const option = plan.confirmedPackingOptionId ? store.packingOptions.get(plan.confirmedPackingOptionId) : undefined;
  return !!option && option.packingGroupIds.every((id) => store.packingGroups.get(id)?.boxes);
}

/**
 * A pack-first plan's boxes dealt to one placement option's shipments: each physical box goes to
 * the shipment of its group that still needs the most of its units (boxes are never split), and
 * each shipment then holds what its boxes hold. Boxes whose contents were not given go, with
 * their group's units, to the group's first shipment. Shipments left without boxes are dropped.
 */
export function placePackedBoxes(
  shipments: { warehouseId: string; items: ItemInput[] }[],
  groups: PackingGroupRecord[],
): { warehouseId: string; items: ItemInput[]; boxes: BoxUpdateInput[] }[] {
  const placed = shipments.map((s) => ({
    ...s,
    boxes: [] as BoxUpdateInput[],
    need: needOf(s.items),
    wholeGroups: new Set<PackingGroupRecord>(),
  }));
  for (const group of groups) {
    const mskus = new Set(group.items.map((i) => i.msku));
    const candidates = placed.filter((s) => s.items.some((i) => mskus.has(i.msku)));
    if (candidates.length === 0) continue;
    for (const box of group.boxes ?? []) {
      for (let copy = 0; copy < box.quantity; copy += 1) {
        const single = { ...box, quantity: 1 };
        if (box.contentInformationSource !== 'BOX_CONTENT_PROVIDED') {
          candidates[0]!.boxes.push(single);
          candidates[0]!.wholeGroups.add(group);
          continue;
        }
        const score = (s: (typeof placed)[number]) =>
          (box.items ?? []).reduce((n, item) => n + Math.min(item.quantity, s.need.get(item.msku) ?? 0), 0);
        let target = candidates[0]!;
        for (const s of candidates) if (score(s) > score(target)) target = s;
        for (const item of box.items ?? [])
          target.need.set(item.msku, (target.need.get(item.msku) ?? 0) - item.quantity);
        target.boxes.push(single);
      }
    }
  }
  return placed
    .map((s) => ({ warehouseId: s.warehouseId, items: itemsOfBoxes(s.boxes, s.wholeGroups), boxes: s.boxes }))
    .filter((s) => s.boxes.length > 0);
}

function needOf(items: ItemInput[]): Map<string, number> {
  const need = new Map<string, number>();
  for (const item of items) need.set(item.msku, (need.get(item.msku) ?? 0) + item.quantity);
  return need;
}

/** The items a shipment's boxes hold, and all the units of the groups whose contents were not given. */
function itemsOfBoxes(boxes: BoxUpdateInput[], wholeGroups: Set<PackingGroupRecord>): ItemInput[] {
  const items = new Map<string, ItemInput>();
  const add = (item: ItemInput, quantity: number) => {
    const key = `${item.msku}\n${item.expiration ?? ''}\n${item.manufacturingLotCode ?? ''}`;
    const known = items.get(key);
    if (known) known.quantity += quantity;
    else items.set(key, { ...item, quantity });
  };
  for (const box of boxes) for (const item of box.items ?? []) add(item, item.quantity * box.quantity);
  for (const group of wholeGroups) for (const item of group.items) add(item, item.quantity);
  return [...items.values()];
}
