// Fulfillment Inbound v2024-03-20 routes. Transport: transportation options, delivery windows, tracking details.
import { deliveryWindowOptionOut, transportationOptionOut } from '../../inbound/transport.js';
import type { TrackingDetailsInput, TransportationSelectionInput, TransportConfigInput } from '../../inbound/types.js';
import { InvalidInput, readString } from '../../params.js';
import { paginate, pathId, readBody, type InboundRouter } from './http.js';

/** Registers the routes of this area. */
export function registerTransportRoutes(r: InboundRouter): void {
  const { route, store, start, findPlan, findShipment, shipmentOfPlan } = r;
  route(
    'POST',
    '/inboundPlans/:inboundPlanId/transportationOptions',
    'generateTransportationOptions',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const body = readBody<{
        placementOptionId: string;
        shipmentTransportationConfigurations: TransportConfigInput[];
      }>(request, 'generateTransportationOptions');
      if (body.placementOptionId !== plan.confirmedPlacementOptionId)
        throw new InvalidInput(`placementOptionId ${body.placementOptionId} is not the confirmed placement option.`);
      body.shipmentTransportationConfigurations.forEach((config, i) =>
        shipmentOfPlan(plan, config.shipmentId, `shipmentTransportationConfigurations[${i}].shipmentId`),
      );
      const ids = body.shipmentTransportationConfigurations.map((c) => c.shipmentId);
      if (new Set(ids).size !== ids.length)
        throw new InvalidInput('shipmentTransportationConfigurations names a shipment twice.');
      return start(reply, seller, {
        kind: 'generateTransportationOptions',
        inboundPlanId: plan.inboundPlanId,
        placementOptionId: body.placementOptionId,
        configs: body.shipmentTransportationConfigurations,
      });
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/transportationOptions',
    'listTransportationOptions',
    ({ request, seller }) => {
      const plan = findPlan(request, seller);
      const shipmentId = readString(request, 'shipmentId');
      const placementOptionId = readString(request, 'placementOptionId');
      if (!shipmentId && !placementOptionId)
        throw new InvalidInput('One of shipmentId or placementOptionId is required.');
      const shipments = shipmentId
        ? [shipmentOfPlan(plan, shipmentId, 'shipmentId')]
        : (store
            .placementOptionsOf(plan)
            .find((o) => o.placementOptionId === placementOptionId)
            ?.shipmentIds.map((id) => store.shipment(plan, id)!) ?? []);
      const options = shipments.flatMap((s) => store.transportationOptionsOf(s));
      const page = paginate(
        request,
        seller,
        'transportationOptions',
        `${shipmentId ?? ''}|${placementOptionId ?? ''}`,
        options,
        20,
      );
      return {
        transportationOptions: page.items.map(transportationOptionOut),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/transportationOptions/confirmation',
    'confirmTransportationOptions',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const body = readBody<{ transportationSelections: TransportationSelectionInput[] }>(
        request,
        'confirmTransportationOptions',
      );
      body.transportationSelections.forEach((s, i) =>
        shipmentOfPlan(plan, s.shipmentId, `transportationSelections[${i}].shipmentId`),
      );
      const ids = body.transportationSelections.map((s) => s.shipmentId);
      if (new Set(ids).size !== ids.length) throw new InvalidInput('transportationSelections names a shipment twice.');
      return start(reply, seller, {
        kind: 'confirmTransportationOptions',
        inboundPlanId: plan.inboundPlanId,
        selections: body.transportationSelections,
      });
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/deliveryWindowOptions',
    'generateDeliveryWindowOptions',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      return start(reply, seller, {
        kind: 'generateDeliveryWindowOptions',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
      });
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/deliveryWindowOptions',
    'listDeliveryWindowOptions',
    ({ request, seller }) => {
      const { shipment } = findShipment(request, seller);
      store.settle(seller.sellerId);
      const page = paginate(
        request,
        seller,
        'deliveryWindows',
        shipment.shipmentId,
        shipment.deliveryWindowOptions ?? [],
        20,
      );
      return {
        deliveryWindowOptions: page.items.map(deliveryWindowOptionOut),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/deliveryWindowOptions/:deliveryWindowOptionId/confirmation',
    'confirmDeliveryWindowOptions',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const deliveryWindowOptionId = pathId(request, 'deliveryWindowOptionId', 36, 38);
      return start(reply, seller, {
        kind: 'confirmDeliveryWindowOptions',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        deliveryWindowOptionId,
      });
    },
  );

  route(
    'PUT',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/trackingDetails',
    'updateShipmentTrackingDetails',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const { trackingDetails } = readBody<{ trackingDetails: TrackingDetailsInput }>(
        request,
        'updateShipmentTrackingDetails',
      );
      return start(reply, seller, {
        kind: 'updateShipmentTrackingDetails',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        trackingDetails,
      });
    },
  );
}
