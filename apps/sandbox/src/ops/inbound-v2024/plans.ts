// Fulfillment Inbound v2024-03-20 routes. Inbound plans: create, list, get, their items, cancel; and the operations that change them.
import { fulfillmentCentersOf } from '../../data/fulfillment-centers.js';
import { sameLot } from '../../inbound/store.js';
import type { AddressInput, ItemInput, PlanRecord } from '../../inbound/types.js';
import { checkEnum, InvalidInput, readString } from '../../params.js';
import { listedBoxes } from '../../inbound/boxes.js';
import { NotFound, pageOut, paginate, pathId, readBody, type InboundRouter } from './http.js';
import { boxOut, itemOut, operationOut, palletOut, planSummary } from './views.js';

/** Registers the routes of this area. */
export function registerPlanRoutes(r: InboundRouter): void {
  const { route, store, start, findPlan, dataOf, injectFailure } = r;
  route('POST', '/inboundPlans', 'createInboundPlan', ({ request, reply, seller }) => {
    const body = readBody<{
      destinationMarketplaces: string[];
      items: ItemInput[];
      name?: string;
      sourceAddress: AddressInput;
    }>(request, 'createInboundPlan');
    const marketplaceId = body.destinationMarketplaces[0]!;
    if (!seller.participations.some((p) => p.marketplaceId === marketplaceId && p.isParticipating))
      throw new InvalidInput(`Seller is not participating in marketplace ${marketplaceId}.`);
    if (fulfillmentCentersOf(marketplaceId).length === 0)
      throw new InvalidInput(`Inbound plans to marketplace ${marketplaceId} are not supported.`);
    body.items.forEach((item, i) => {
      if (body.items.findIndex((other) => sameLot(item, other)) !== i)
        throw new InvalidInput(`The msku ${item.msku} is listed more than once with the same expiration and lot code.`);
    });
    const { plan, operation } = store.createPlan(
      seller.sellerId,
      {
        marketplaceId,
        ...(body.name ? { name: body.name } : {}),
        sourceAddress: body.sourceAddress,
        items: body.items,
      },
      injectFailure(),
    );
    reply.code(202);
    return { inboundPlanId: plan.inboundPlanId, operationId: operation.operationId };
  });

  route('GET', '/inboundPlans', 'listInboundPlans', ({ request, seller }) => {
    const status = readString(request, 'status');
    if (status) checkEnum('status', status, ['ACTIVE', 'VOIDED', 'SHIPPED'] as const);
    const sortBy = checkEnum('sortBy', readString(request, 'sortBy') ?? 'LAST_UPDATED_TIME', [
      'LAST_UPDATED_TIME',
      'CREATION_TIME',
    ] as const);
    const sortOrder = checkEnum('sortOrder', readString(request, 'sortOrder') ?? 'DESC', ['ASC', 'DESC'] as const);
    const key = (p: PlanRecord) => (sortBy === 'CREATION_TIME' ? p.createdAt : p.lastUpdatedAt);
    const plans = store
      .plansOf(seller.sellerId)
      .filter((p) => !status || p.status === status)
      .sort((a, b) => {
        const order = key(a) - key(b) || (a.inboundPlanId < b.inboundPlanId ? -1 : 1);
        return sortOrder === 'ASC' ? order : -order;
      });
    const page = paginate(request, seller, 'inboundPlans', `${status ?? ''}|${sortBy}|${sortOrder}`, plans, 30);
    return { inboundPlans: page.items.map(planSummary), ...(page.pagination ? { pagination: page.pagination } : {}) };
  });

  route('GET', '/inboundPlans/:inboundPlanId', 'getInboundPlan', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const options = store.placementOptionsOf(plan);
    const shown = plan.confirmedPlacementOptionId
      ? options.filter((o) => o.placementOptionId === plan.confirmedPlacementOptionId)
      : options;
    return {
      ...planSummary(plan),
      packingOptions: store
        .packingOptionsOf(plan)
        .map((o) => ({ packingOptionId: o.packingOptionId, status: store.packingOptionStatus(o) })),
      placementOptions: shown.map((o) => ({
        placementOptionId: o.placementOptionId,
        status: store.placementOptionStatus(o),
      })),
      shipments: store.confirmedShipmentsOf(plan).map((s) => ({ shipmentId: s.shipmentId, status: s.status })),
    };
  });

  route('GET', '/inboundPlans/:inboundPlanId/items', 'listInboundPlanItems', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const items = plan.status === 'ERRORED' ? [] : store.itemsOf(plan);
    const page = paginate(request, seller, 'planItems', plan.inboundPlanId, items, 1000);
    const data = dataOf(seller);
    return {
      items: page.items.map((i) => itemOut(i, data, plan.marketplaceId)),
      ...(page.pagination ? { pagination: page.pagination } : {}),
    };
  });

  route('PUT', '/inboundPlans/:inboundPlanId/cancellation', 'cancelInboundPlan', ({ request, reply, seller }) => {
    const plan = findPlan(request, seller);
    return start(reply, seller, { kind: 'cancelInboundPlan', inboundPlanId: plan.inboundPlanId });
  });

  route('GET', '/operations/:operationId', 'getInboundOperationStatus', ({ request, seller }) => {
    const id = pathId(request, 'operationId', 36, 38);
    const operation = store.operation(seller.sellerId, id);
    if (!operation) throw new NotFound(`Operation ${id} not found.`);
    return operationOut(operation);
  });

  route('GET', '/inboundPlans/:inboundPlanId/boxes', 'listInboundPlanBoxes', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const data = dataOf(seller);
    const boxes = store.confirmedShipmentsOf(plan).flatMap(listedBoxes);
    const page = paginate(request, seller, 'planBoxes', plan.inboundPlanId, boxes, 1000);
    return pageOut('boxes', page, (b) => boxOut(b, data, plan.marketplaceId));
  });

  route('GET', '/inboundPlans/:inboundPlanId/pallets', 'listInboundPlanPallets', ({ request, seller }) => {
    const plan = findPlan(request, seller);
    const pallets = store.confirmedShipmentsOf(plan).flatMap((s) => s.pallets ?? []);
    const page = paginate(request, seller, 'planPallets', plan.inboundPlanId, pallets, 1000);
    return pageOut('pallets', page, palletOut);
  });
}
