// Running transport operations: transportation options for the shipments of the confirmed
// placement option, their confirmation, delivery windows and tracking details.
import { currencyOf } from '../data/inbound-facts.js';
import { palletsOf } from './boxes.js';
import { isPackedFirst } from './run-packing.js';
import type { InboundStore } from './store.js';
import { badRequest, placementExpired, placementExpiredProblem } from './support.js';
import {
  applyConfirmation,
  checkConfirmation,
  checkTracking,
  checkTransportConfig,
  confirmDeliveryWindow,
  offerDeliveryWindows,
  offerOptions,
} from './transport.js';
import type {
  OperationProblem,
  OperationRecord,
  OperationRequest,
  PlanRecord,
  ShipmentRecord,
  TransportationOptionRecord,
} from './types.js';

type TransportRequest = Extract<
  OperationRequest,
  {
    kind:
      | 'generateTransportationOptions'
      | 'updateShipmentTrackingDetails'
      | 'generateDeliveryWindowOptions'
      | 'confirmDeliveryWindowOptions'
      | 'confirmTransportationOptions';
  }
>;

/** Runs a transport operation of the plan. */
export function runTransportOperation(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  request: TransportRequest,
): OperationProblem[] {
  const now = operation.doneAt;
  const name = request.kind;
  if (request.kind !== 'updateShipmentTrackingDetails' && placementExpired(plan, operation))
    return [placementExpiredProblem(name)];
  if (request.kind === 'generateTransportationOptions') return generateOptions(store, operation, plan, request);
  if (request.kind === 'confirmTransportationOptions') return confirmOptions(store, operation, plan, request);
  const shipment = store.shipments.get(request.shipmentId);
  if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
  switch (request.kind) {
    case 'updateShipmentTrackingDetails': {
      const problems = checkTracking(shipment, request.trackingDetails);
      if (problems.length > 0) return problems;
      shipment.trackingDetails = request.trackingDetails;
      shipment.lastUpdatedAt = now;
      return [];
    }
    case 'generateDeliveryWindowOptions': {
      const { problems, options } = offerDeliveryWindows(shipment, operation.operationId, now);
      if (problems.length > 0) return problems;
      shipment.deliveryWindowOptions = options;
      delete shipment.confirmedDeliveryWindowOptionId;
      return [];
    }
    case 'confirmDeliveryWindowOptions':
      return confirmDeliveryWindow(shipment, request.deliveryWindowOptionId, operation.createdAt);
  }
}

/**
 * generateTransportationOptions for one or several shipments of the confirmed placement option in
 * one call (the model's shipmentTransportationConfigurations; Amazon's sample request holds a
 * configuration per shipment: selling-partner-api-models issue #4216). Any shipment's problem
 * fails the whole call without effect.
 */
function generateOptions(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  request: Extract<OperationRequest, { kind: 'generateTransportationOptions' }>,
): OperationProblem[] {
  const now = operation.doneAt;
  const shipments = request.configs.map((c) => store.shipments.get(c.shipmentId));
  if (shipments.some((s) => !s || s.inboundPlanId !== plan.inboundPlanId))
    return [badRequest(request.kind, 'the shipment does not exist.')];
  // "shipment configuration is not provided for all the shipments of the placement option"
  // (Amazon's refusal, selling-partner-api-models #4250).
  const missing = confirmedShipmentIds(store, plan).filter((id) => !request.configs.some((c) => c.shipmentId === id));
  if (missing.length > 0)
    return [
      badRequest(
        request.kind,
        `shipment configuration is not provided for all the shipments of the placement option. Missing: [${missing.join(', ')}].`,
      ),
    ];
  const packedFirst = isPackedFirst(store, plan);
  const checked = request.configs.map((config, i) =>
    checkTransportConfig(shipments[i]!, config, operation.createdAt, packedFirst),
  );
  const problems = checked.flatMap((c) => c.problems);
  if (problems.length > 0) return problems;
  request.configs.forEach((config, i) => {
    const shipment = shipments[i]!;
    shipment.transportationOptions = offerOptions(
      shipment,
      config,
      checked[i]!.freight,
      operation.operationId,
      now,
      currencyOf(plan.marketplaceId),
    );
    shipment.pallets = palletsOf(shipment, config, operation.operationId);
    shipment.lastUpdatedAt = now;
  });
  return [];
}

/**
 * confirmTransportationOptions: a selection per shipment, all confirmed or none (a problem with
 * one shipment fails the call without effect).
 */
function confirmOptions(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  request: Extract<OperationRequest, { kind: 'confirmTransportationOptions' }>,
): OperationProblem[] {
  // "Confirms all the transportation options for an inbound plan ... Once confirmed, new
  // transportation options can not be generated or confirmed for the Inbound Plan" (the model,
  // confirmTransportationOptions): a selection for every shipment of the confirmed placement
  // option, in one call, once. Amazon's words for a partial call: "ERROR: Provided shipment ids
  // [sh…] do not match the shipments in the confirmed placement option" (#4449).
  const expected = confirmedShipmentIds(store, plan);
  if (expected.some((id) => store.shipments.get(id)?.confirmedTransportationOptionId))
    return [badRequest(request.kind, 'the transportation options of the inbound plan are already confirmed.')];
  const given = request.selections.map((s) => s.shipmentId);
  if ([...given].sort().join() !== [...expected].sort().join())
    return [
      {
        code: 'BadRequest',
        message: `ERROR: Provided shipment ids [${given.join(', ')}] do not match the shipments in the confirmed placement option`,
        severity: 'ERROR',
      },
    ];
  const chosen: { shipment: ShipmentRecord; option?: TransportationOptionRecord }[] = [];
  const problems: OperationProblem[] = [];
  for (const selection of request.selections) {
    const shipment = store.shipments.get(selection.shipmentId);
    if (!shipment || shipment.inboundPlanId !== plan.inboundPlanId) {
      problems.push(badRequest(request.kind, 'the shipment does not exist.'));
      continue;
    }
    const checked = checkConfirmation(shipment, selection.transportationOptionId, operation.createdAt);
    problems.push(...checked.problems);
    chosen.push({ shipment, ...(checked.option ? { option: checked.option } : {}) });
  }
  if (problems.length > 0) return problems;
  // All shipments of a partnered small-parcel plan travel with one carrier (MARKETPLACE.md,
  // "Further facts"; Seller Central's Send to Amazon picks one carrier for the plan).
  const partneredSpd = chosen.filter(
    (c) => c.option?.shippingSolution === 'AMAZON_PARTNERED_CARRIER' && c.option.shippingMode === 'GROUND_SMALL_PARCEL',
  );
  const carriers = new Set(chosen.map((c) => `${c.option?.shippingSolution}|${c.option?.carrier.alphaCode}`));
  if (partneredSpd.length > 0 && carriers.size > 1)
    return [
      badRequest(
        request.kind,
        'all shipments of a partnered small parcel plan must use the same partnered carrier. Select the Amazon-partnered option of every shipment.',
      ),
    ];
  for (const { shipment, option } of chosen) if (option) applyConfirmation(shipment, option, operation.doneAt);
  return [];
}

/** The shipments of the plan's confirmed placement option. */
function confirmedShipmentIds(store: InboundStore, plan: PlanRecord): string[] {
  return plan.confirmedPlacementOptionId
    ? (store.placementOptions.get(plan.confirmedPlacementOptionId)?.shipmentIds ?? [])
    : [];
}
