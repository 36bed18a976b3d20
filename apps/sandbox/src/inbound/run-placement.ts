// Running placement operations: generatePlacementOptions and confirmPlacementOption.
import type { SellerData } from '../data/generate.js';
import { createRandom, UPPER_ALNUM } from '../random.js';
import { assignAmazonBoxes } from './boxes.js';
import { planPlacementOptions } from './placement.js';
import { isPackedFirst, placePackedBoxes } from './run-packing.js';
import type { InboundStore } from './store.js';
import { badRequest, prefixedId } from './support.js';
import type { BoxUpdateInput, OperationProblem, OperationRecord, PlanRecord } from './types.js';

/** Replaces the plan's offered options (and their shipments) with new ones. */
export function generatePlacementOptions(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  data: SellerData,
): OperationProblem[] {
  const now = operation.doneAt;
  if (plan.confirmedPlacementOptionId)
    return [badRequest('generatePlacementOptions', 'a placement option of the inbound plan is already confirmed.')];
  const { options, problems } = planPlacementOptions(plan.inboundPlanId, plan.marketplaceId, plan.items, data);
  // A plan packed first keeps its boxes whole: each option's shipments are made of its boxes.
  const packedFirst = isPackedFirst(store, plan);
  const groups = packedFirst
    ? store.packingOptions
        .get(plan.confirmedPackingOptionId!)!
        .packingGroupIds.map((id) => store.packingGroups.get(id)!)
    : [];
  const placed = options.map((o) =>
    packedFirst
      ? placePackedBoxes(o.shipments, groups)
      : o.shipments.map((s) => ({ ...s, boxes: undefined as BoxUpdateInput[] | undefined })),
  );
  if (problems.some((p) => p.severity === 'ERROR')) return problems;
  // New options replace the ones offered before, and their unconfirmed shipments.
  for (const id of plan.placementOptionIds) {
    for (const shipmentId of store.placementOptions.get(id)!.shipmentIds) store.shipments.delete(shipmentId);
    store.placementOptions.delete(id);
  }
  plan.placementOptionIds = [];
  options.forEach((planned, index) => {
    const placementOptionId = prefixedId('pl', operation.operationId, 'option', String(index));
    const shipmentIds = placed[index]!.map((s, i) => {
      const shipmentId = prefixedId('sh', operation.operationId, 'shipment', String(index), String(i));
      store.shipments.set(shipmentId, {
        sellerId: plan.sellerId,
        shipmentId,
        inboundPlanId: plan.inboundPlanId,
        placementOptionId,
        marketplaceId: plan.marketplaceId,
        name: `${plan.name}-${s.warehouseId}`,
        status: 'UNCONFIRMED',
        warehouseId: s.warehouseId,
        source: plan.sourceAddress,
        items: s.items,
        boxes: [],
        createdAt: now,
        lastUpdatedAt: now,
        contentVersion: 0,
        ...(s.boxes ? { packing: s.boxes } : {}),
      });
      return shipmentId;
    });
    store.placementOptions.set(placementOptionId, {
      placementOptionId,
      inboundPlanId: plan.inboundPlanId,
      kind: planned.kind,
      shipmentIds,
      fee: planned.fee,
      units: planned.units,
      expiresAt: now + store.deps.timings.placementOptionTtlMs,
      status: 'OFFERED',
    });
    plan.placementOptionIds.push(placementOptionId);
  });
  plan.lastUpdatedAt = now;
  return problems;
}

/** Confirms one option: its shipments WORKING with an FBA id, the others ABANDONED. */
export function confirmPlacementOption(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  placementOptionId: string,
): OperationProblem[] {
  const now = operation.doneAt;
  const name = 'confirmPlacementOption';
  const option = store.placementOptions.get(placementOptionId);
  if (!option || option.inboundPlanId !== plan.inboundPlanId)
    return [badRequest(name, 'the placement option is no longer offered for the inbound plan.')];
  // Confirming the confirmed option again changes nothing (a retry); another one is refused.
  if (plan.confirmedPlacementOptionId === placementOptionId) return [];
  if (plan.confirmedPlacementOptionId)
    return [badRequest(name, 'another placement option of the inbound plan is already confirmed.')];
  if (operation.createdAt >= option.expiresAt)
    return [badRequest(name, 'the placement option has expired. Generate placement options again.')];
  for (const id of plan.placementOptionIds) {
    const other = store.placementOptions.get(id)!;
    const chosen = id === placementOptionId;
    other.status = chosen ? 'ACCEPTED' : 'EXPIRED';
    for (const shipmentId of other.shipmentIds) {
      const shipment = store.shipments.get(shipmentId)!;
      shipment.status = chosen ? 'WORKING' : 'ABANDONED';
      shipment.lastUpdatedAt = now;
      if (chosen) {
        shipment.shipmentConfirmationId = confirmationId(store, operation.operationId, shipmentId);
        // A shipment packed first gets Amazon's box ids with its FBA id.
        if (shipment.packing)
          shipment.amazonBoxes = assignAmazonBoxes(shipment, shipment.packing, operation.operationId);
      }
    }
  }
  plan.confirmedPlacementOptionId = placementOptionId;
  // A confirmed option still expires for packing and transport (MARKETPLACE.md, "Further facts").
  option.expiresAt = now + store.deps.timings.confirmedPlacementTtlMs;
  plan.placementConfirmedUntil = option.expiresAt;
  plan.lastUpdatedAt = now;
  return [];
}

/** 'FBA1' and eight characters, like the ids on Amazon's labels; unique among the sandbox's shipments. */
function confirmationId(store: InboundStore, operationId: string, shipmentId: string): string {
  const random = createRandom(operationId, shipmentId, 'confirmation');
  const taken = new Set([...store.shipments.values()].map((s) => s.shipmentConfirmationId));
  for (;;) {
    const id = random.chars(UPPER_ALNUM, 8, 'FBA1');
    if (!taken.has(id)) return id;
  }
}
