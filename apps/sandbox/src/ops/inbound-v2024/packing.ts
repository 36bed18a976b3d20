// Fulfillment Inbound v2024-03-20 routes. Packing: packing options and groups (pack first), and the
// box content of packing groups or shipments (setPackingInformation).
import { prefixedId } from '../../inbound/support.js';
import type { BoxUpdateInput, PackageGroupingInput, PackingGroupRecord } from '../../inbound/types.js';
import { InvalidInput } from '../../params.js';
import { NotFound, pageOut, paginate, pathId, readBody, type InboundRouter } from './http.js';
import { boxOut, iso, itemOut } from './views.js';

/** The options Amazon's packing option lists for a small-parcel or pallet shipment (the model's PackingConfiguration). */
const SUPPORTED = [
  { shippingMode: 'GROUND_SMALL_PARCEL', shippingSolution: 'AMAZON_PARTNERED_CARRIER' },
  { shippingMode: 'FREIGHT_LTL', shippingSolution: 'AMAZON_PARTNERED_CARRIER' },
  { shippingMode: 'GROUND_SMALL_PARCEL', shippingSolution: 'USE_YOUR_OWN_CARRIER' },
  { shippingMode: 'FREIGHT_LTL', shippingSolution: 'USE_YOUR_OWN_CARRIER' },
];

/** Registers the routes of this area. */
export function registerPackingRoutes(r: InboundRouter): void {
  const { route, store, start, findPlan, shipmentOfPlan, dataOf } = r;

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/packingOptions',
    'generatePackingOptions',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      return start(reply, seller, { kind: 'generatePackingOptions', inboundPlanId: plan.inboundPlanId });
    },
  );

  route('GET', '/inboundPlans/:inboundPlanId/packingOptions', 'listPackingOptions', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const page = paginate(request, seller, 'packingOptions', plan.inboundPlanId, store.packingOptionsOf(plan), 20);
    return pageOut('packingOptions', page, (o) => ({
      packingOptionId: o.packingOptionId,
      status: store.packingOptionStatus(o),
      expiration: iso(o.expiresAt),
      packingGroups: o.packingGroupIds,
      fees: [],
      discounts: [],
      supportedConfigurations: [
        {
          boxPackingMethods: ['BOX_CONTENT_PROVIDED', 'MANUAL_PROCESS', 'BARCODE_2D'],
          shippingRequirements: ['AMAZON_PARTNERED_CARRIER', 'USE_YOUR_OWN_CARRIER'].map((solution) => ({
            solution,
            modes: SUPPORTED.filter((s) => s.shippingSolution === solution).map((s) => s.shippingMode),
          })),
        },
      ],
      supportedShippingConfigurations: SUPPORTED,
    }));
  });

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/packingOptions/:packingOptionId/confirmation',
    'confirmPackingOption',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const packingOptionId = pathId(request, 'packingOptionId');
      if (!(plan.packingOptionIds ?? []).includes(packingOptionId))
        throw new NotFound(`Packing option ${packingOptionId} not found in inbound plan ${plan.inboundPlanId}.`);
      return start(reply, seller, { kind: 'confirmPackingOption', inboundPlanId: plan.inboundPlanId, packingOptionId });
    },
  );

  const findGroup = (request: Parameters<typeof findPlan>[0], seller: Parameters<typeof findPlan>[1]) => {
    const plan = findPlan(request, seller);
    const id = pathId(request, 'packingGroupId');
    const group = store.packingGroup(plan, id);
    if (!group) throw new NotFound(`Packing group ${id} not found in inbound plan ${plan.inboundPlanId}.`);
    return { plan, group };
  };

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/packingGroups/:packingGroupId/items',
    'listPackingGroupItems',
    ({ request, seller }) => {
      const { plan, group } = findGroup(request, seller);
      const data = dataOf(seller);
      const page = paginate(request, seller, 'packingGroupItems', group.packingGroupId, group.items, 100);
      return pageOut('items', page, (i) => itemOut(i, data, plan.marketplaceId));
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/packingGroups/:packingGroupId/boxes',
    'listPackingGroupBoxes',
    ({ request, seller }) => {
      const { plan, group } = findGroup(request, seller);
      const data = dataOf(seller);
      const page = paginate(request, seller, 'packingGroupBoxes', group.packingGroupId, groupBoxes(group), 100);
      return pageOut('boxes', page, (b) => boxOut(b, data, plan.marketplaceId));
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/packingInformation',
    'setPackingInformation',
    ({ request, reply, seller }) => {
      const plan = findPlan(request, seller);
      const body = readBody<{ packageGroupings: PackageGroupingInput[] }>(request, 'setPackingInformation');
      body.packageGroupings.forEach((g, i) => {
        // The model: "One of ShipmentId or PackingGroupId must be provided with every request."
        if (!g.shipmentId === !g.packingGroupId)
          throw new InvalidInput(`packageGroupings[${i}] must name one of shipmentId or packingGroupId.`);
        if (g.shipmentId) shipmentOfPlan(plan, g.shipmentId, `packageGroupings[${i}].shipmentId`);
        if (g.packingGroupId && !store.packingGroup(plan, g.packingGroupId))
          throw new InvalidInput(
            `packageGroupings[${i}].packingGroupId ${g.packingGroupId} is not a packing group of inbound plan ${plan.inboundPlanId}.`,
          );
      });
      return start(reply, seller, {
        kind: 'setPackingInformation',
        inboundPlanId: plan.inboundPlanId,
        groupings: body.packageGroupings,
      });
    },
  );
}

/** A packing group's boxes, one per physical box, with packageIds drawn from the group. */
function groupBoxes(group: PackingGroupRecord) {
  const boxes: { packageId: string; box: BoxUpdateInput }[] = [];
  (group.boxes ?? []).forEach((box, i) => {
    for (let copy = 0; copy < box.quantity; copy += 1)
      boxes.push({
        packageId: prefixedId('pk', group.packingGroupId, String(i), String(copy)),
        box: { ...box, quantity: 1 },
      });
  });
  return boxes;
}
