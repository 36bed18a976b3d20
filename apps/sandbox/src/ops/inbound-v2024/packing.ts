// Fulfillment Inbound v2024-03-20 routes. Packing: the box content of a shipment (pack later) or of a packing group (pack first).
import type { BoxUpdateInput } from '../../inbound/types.js';
import { InvalidInput } from '../../params.js';
import { readBody, type InboundRouter } from './http.js';

/** Registers the routes of this area. */
export function registerPackingRoutes(r: InboundRouter): void {
  const { route, start, findPlan, shipmentOfPlan } = r;
  route(
    'POST',
    '/inboundPlans/:inboundPlanId/packingInformation',
    'setPackingInformation',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const body = readBody<{
        packageGroupings: { shipmentId?: string; packingGroupId?: string; boxes: BoxUpdateInput[] }[];
      }>(request, 'setPackingInformation');
      // After placement Amazon takes the box content by shipmentId; one grouping per call here.
      if (body.packageGroupings.length !== 1 || !body.packageGroupings[0]!.shipmentId)
        throw new InvalidInput(
          'packageGroupings must hold one grouping with a shipmentId once placement is confirmed.',
        );
      const grouping = body.packageGroupings[0]!;
      const shipment = shipmentOfPlan(plan, grouping.shipmentId, 'packageGroupings[0].shipmentId');
      return start(reply, seller, {
        kind: 'setPackingInformation',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        boxes: grouping.boxes,
      });
    },
  );
}
