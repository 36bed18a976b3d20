// Fulfillment Inbound v2024-03-20 routes. Placement options: generate, list, confirm.
import { NotFound, paginate, pathId, readBody, type InboundRouter } from './http.js';
import { iso } from './views.js';

/** Registers the routes of this area. */
export function registerPlacementRoutes(r: InboundRouter): void {
  const { route, store, start, findPlan } = r;
  route(
    'POST',
    '/inboundPlans/:inboundPlanId/placementOptions',
    'generatePlacementOptions',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      // customPlacement is only used in the IN marketplace (the model says so); the sandbox has
      // no IN centres, so it is checked for its shape and otherwise ignored, as Amazon does.
      readBody<{ customPlacement?: unknown[] }>(request, 'generatePlacementOptions');
      return start(reply, seller, { kind: 'generatePlacementOptions', inboundPlanId: plan.inboundPlanId });
    },
  );

  route('GET', '/inboundPlans/:inboundPlanId/placementOptions', 'listPlacementOptions', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const options = store.placementOptionsOf(plan);
    const page = paginate(request, seller, 'placementOptions', plan.inboundPlanId, options, 20);
    return {
      placementOptions: page.items.map((o) => ({
        placementOptionId: o.placementOptionId,
        status: store.placementOptionStatus(o),
        expiration: iso(o.expiresAt),
        shipmentIds: o.shipmentIds,
        fees: [
          {
            type: 'FEE',
            target: 'Placement Services',
            description: {
              MINIMAL: 'Inbound placement service fee: minimal shipment splits',
              PARTIAL: 'Inbound placement service fee: partial shipment splits',
              OPTIMIZED: 'Inbound placement service fee: Amazon-optimized shipment splits (no fee)',
            }[o.kind],
            value: o.fee,
          },
        ],
        discounts: [],
      })),
      ...(page.pagination ? { pagination: page.pagination } : {}),
    };
  });

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/placementOptions/:placementOptionId/confirmation',
    'confirmPlacementOption',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const placementOptionId = pathId(request, 'placementOptionId');
      if (!plan.placementOptionIds.includes(placementOptionId))
        throw new NotFound(`Placement option ${placementOptionId} not found in inbound plan ${plan.inboundPlanId}.`);
      return start(reply, seller, {
        kind: 'confirmPlacementOption',
        inboundPlanId: plan.inboundPlanId,
        placementOptionId,
      });
    },
  );
}
