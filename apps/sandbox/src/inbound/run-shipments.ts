// Running shipment operations: cancelling a plan, a new source address, content-update previews.
import type { SellerData } from '../data/generate.js';
import { findFulfillmentCenter } from '../data/fulfillment-centers.js';
import { assignAmazonBoxes } from './boxes.js';
import { checkBoxes, checkDestination, checkItems } from './rules.js';
import type { InboundStore } from './store.js';
import { badRequest, prefixedId, quoteBoxes } from './support.js';
import type { OperationProblem, OperationRecord, OperationRequest, PlanRecord } from './types.js';

/** cancelInboundPlan: the plan VOIDED, WORKING shipments CANCELLED, the others ABANDONED. */
export function cancelPlan(store: InboundStore, operation: OperationRecord, plan: PlanRecord): OperationProblem[] {
  const now = operation.doneAt;
  const name = operation.request.kind;
  // After a transportation option is confirmed, Amazon lets the plan be cancelled only
  // until the option's voidableUntil (24 h small parcel, 1 h LTL).
  for (const shipment of store.allShipmentsOf(plan)) {
    const option = shipment.transportationOptions?.find(
      (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
    );
    if (option?.voidableUntil !== undefined && operation.createdAt > option.voidableUntil)
      return [badRequest(name, `the void window of shipment ${shipment.shipmentId}'s transportation has passed.`)];
  }
  plan.status = 'VOIDED';
  plan.lastUpdatedAt = now;
  for (const id of plan.placementOptionIds) {
    for (const shipmentId of store.placementOptions.get(id)!.shipmentIds) {
      const shipment = store.shipments.get(shipmentId)!;
      if (shipment.status === 'ABANDONED') continue;
      shipment.status = shipment.status === 'WORKING' ? 'CANCELLED' : 'ABANDONED';
      shipment.lastUpdatedAt = now;
    }
  }
  return [];
}

/** updateShipmentSourceAddress: for UNCONFIRMED or WORKING shipments. */
export function updateSourceAddress(
  store: InboundStore,
  operation: OperationRecord,
  request: Extract<OperationRequest, { kind: 'updateShipmentSourceAddress' }>,
): OperationProblem[] {
  const shipment = store.shipments.get(request.shipmentId);
  if (!shipment || (shipment.status !== 'WORKING' && shipment.status !== 'UNCONFIRMED'))
    return [badRequest(request.kind, `the shipment is ${shipment?.status ?? 'unknown'}.`)];
  shipment.source = request.address;
  shipment.lastUpdatedAt = operation.doneAt;
  return [];
}

/** generateShipmentContentUpdatePreviews. */
export function generatePreview(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  data: SellerData,
  request: Extract<OperationRequest, { kind: 'generateShipmentContentUpdatePreviews' }>,
): OperationProblem[] {
  const now = operation.doneAt;
  const shipment = store.shipments.get(request.shipmentId);
  if (!shipment || shipment.status !== 'WORKING')
    return [
      badRequest(
        request.kind,
        `the shipment is ${shipment?.status ?? 'unknown'}; only WORKING shipments can be updated.`,
      ),
    ];
  // The model: a preview is generated "for a shipment with a confirmed carrier".
  if (!shipment.confirmedTransportationOptionId)
    return [
      badRequest(request.kind, 'the shipment has no confirmed carrier. Confirm its transportation option first.'),
    ];
  // Boxes the shipment already has are named by their packageId (listShipmentBoxes); a box without
  // one is a new box, and the shipment's boxes left out are removed (MARKETPLACE.md).
  const known = new Set((shipment.amazonBoxes ?? []).map((b) => b.packageId));
  const unknown = request.boxes.filter((b) => b.packageId && !known.has(b.packageId));
  if (unknown.length > 0)
    return unknown.map((b) => badRequest(request.kind, `packageId ${b.packageId} is not a box of the shipment.`));
  const center = findFulfillmentCenter(shipment.warehouseId)!;
  const problems = [
    ...checkItems(request.items, data, plan.marketplaceId),
    ...checkDestination(request.items, data, center),
    ...checkBoxes(request.items, request.boxes),
  ];
  if (problems.length > 0) return problems;
  const contentUpdatePreviewId = prefixedId('cu', operation.operationId, 'preview');
  store.previews.set(contentUpdatePreviewId, {
    contentUpdatePreviewId,
    inboundPlanId: plan.inboundPlanId,
    shipmentId: shipment.shipmentId,
    transportationOptionId: prefixedId('to', operation.operationId, 'transportation'),
    items: request.items,
    boxes: request.boxes,
    cost: quoteBoxes(request.boxes, plan.marketplaceId),
    createdAt: now,
    expiresAt: now + store.deps.timings.contentUpdatePreviewTtlMs,
    contentVersion: shipment.contentVersion,
    confirmed: false,
  });
  return [];
}

/** confirmShipmentContentUpdatePreview. */
export function confirmPreview(
  store: InboundStore,
  operation: OperationRecord,
  request: Extract<OperationRequest, { kind: 'confirmShipmentContentUpdatePreview' }>,
): OperationProblem[] {
  const now = operation.doneAt;
  const name = request.kind;
  const shipment = store.shipments.get(request.shipmentId);
  const preview = store.previews.get(request.contentUpdatePreviewId);
  if (!shipment || !preview || preview.shipmentId !== shipment.shipmentId)
    return [badRequest(name, 'the content update preview does not exist.')];
  if (preview.confirmed) return [];
  if (shipment.status !== 'WORKING')
    return [badRequest(name, `the shipment is ${shipment.status}; only WORKING shipments can be updated.`)];
  if (operation.createdAt >= preview.expiresAt)
    return [badRequest(name, 'the content update preview has expired. Generate a new preview.')];
  if (preview.contentVersion !== shipment.contentVersion)
    return [badRequest(name, 'the shipment has changed since the preview was generated. Generate a new preview.')];
  shipment.items = preview.items.map((i) => ({ ...i }));
  shipment.boxes = preview.boxes;
  // Boxes named by their packageId keep Amazon's box ids; new boxes take the next numbers.
  if (shipment.amazonBoxes)
    shipment.amazonBoxes = assignAmazonBoxes(shipment, preview.boxes, preview.contentUpdatePreviewId);
  shipment.contentVersion += 1;
  shipment.lastUpdatedAt = now;
  preview.confirmed = true;
  const plan = store.plans.get(shipment.inboundPlanId);
  if (plan) plan.lastUpdatedAt = now;
  return [];
}
