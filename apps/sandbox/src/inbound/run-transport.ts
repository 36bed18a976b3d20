// Running packing and transport operations: setPackingInformation, transportation options,
// delivery windows and tracking details.
import { currencyOf } from '../data/inbound-facts.js';
import type { InboundStore } from './store.js';
import { badRequest } from './support.js';
import {
  checkPacking,
  checkTracking,
  checkTransportConfig,
  confirmDeliveryWindow,
  confirmOption,
  offerDeliveryWindows,
  offerOptions,
} from './transport.js';
import type { OperationProblem, OperationRecord, OperationRequest, PlanRecord } from './types.js';

type TransportRequest = Extract<
  OperationRequest,
  {
    kind:
      | 'setPackingInformation'
      | 'generateTransportationOptions'
      | 'updateShipmentTrackingDetails'
      | 'generateDeliveryWindowOptions'
      | 'confirmDeliveryWindowOptions'
      | 'confirmTransportationOptions';
  }
>;

/** Runs a packing or transport operation of the plan. */
export function runTransportOperation(
  store: InboundStore,
  operation: OperationRecord,
  plan: PlanRecord,
  request: TransportRequest,
): OperationProblem[] {
  const now = operation.doneAt;
  const name = request.kind;
  switch (request.kind) {
    case 'setPackingInformation': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      const problems = checkPacking(shipment, request.boxes);
      if (problems.length > 0) return problems;
      shipment.packing = request.boxes;
      shipment.transportationOptions = [];
      shipment.lastUpdatedAt = now;
      return [];
    }
    case 'generateTransportationOptions': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      const { problems, freight } = checkTransportConfig(shipment, request.config, operation.createdAt);
      if (problems.length > 0) return problems;
      shipment.transportationOptions = offerOptions(
        shipment,
        request.config,
        freight,
        operation.operationId,
        now,
        currencyOf(plan.marketplaceId),
      );
      shipment.lastUpdatedAt = now;
      return [];
    }
    case 'updateShipmentTrackingDetails': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      const problems = checkTracking(shipment, request.trackingDetails);
      if (problems.length > 0) return problems;
      shipment.trackingDetails = request.trackingDetails;
      shipment.lastUpdatedAt = now;
      return [];
    }
    case 'generateDeliveryWindowOptions': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      const { problems, options } = offerDeliveryWindows(shipment, operation.operationId, now);
      if (problems.length > 0) return problems;
      shipment.deliveryWindowOptions = options;
      delete shipment.confirmedDeliveryWindowOptionId;
      return [];
    }
    case 'confirmDeliveryWindowOptions': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      return confirmDeliveryWindow(shipment, request.deliveryWindowOptionId, operation.createdAt);
    }
    case 'confirmTransportationOptions': {
      const shipment = store.shipments.get(request.shipmentId);
      if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
      return confirmOption(
        shipment,
        request.transportationOptionId,
        operation.createdAt,
        now,
        !!shipment.confirmedDeliveryWindowOptionId,
      );
    }
  }
}
