import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { PrepInstruction, SellerData } from '../data/generate.js';
import { findFulfillmentCenter, fulfillmentCentersOf } from '../data/fulfillment-centers.js';
import { currencyOf, inboundFactsOf } from '../data/inbound-facts.js';
import { convertPrice } from '../data/marketplaces.js';
import type { DemoSeller } from '../data/sellers.js';
import { sendNotFound } from '../errors.js';
import { listedProduct } from '../inbound/rules.js';
import { sameLot } from '../inbound/store.js';
import { deliveryWindowOptionOut, transportationOptionOut } from '../inbound/transport.js';
import type {
  AddressInput,
  BoxUpdateInput,
  TrackingDetailsInput,
  TransportConfigInput,
  ItemInput,
  OperationRecord,
  OperationRequest,
  PlanRecord,
  PreviewRecord,
  ShipmentRecord,
} from '../inbound/types.js';
import { checkEnum, decodePageToken, encodePageToken, InvalidInput, readInteger, readString } from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';
import { loadModel, requestSchemaOf, validate } from '../swagger.js';

const BASE = '/inbound/fba/2024-03-20';

/** An unknown id (or another seller's): 404 NotFound. */
const MODEL = loadModel('fulfillmentInbound_2024-03-20.json');
const iso = (time: number) => new Date(time).toISOString();

/** The v2024 prepType of a v0 prep instruction. */
const PREP_TYPES: Record<PrepInstruction, string> = {
  Polybagging: 'ITEM_POLYBAGGING',
  BubbleWrapping: 'ITEM_BUBBLEWRAP',
  Taping: 'ITEM_TAPING',
  BlackShrinkWrapping: 'ITEM_BLACK_SHRINKWRAP',
  Labeling: 'ITEM_LABELING',
  HangGarment: 'ITEM_HANG_GARMENT',
  SetCreation: 'ITEM_SETCREAT',
  Boxing: 'ITEM_BOXING',
  RemoveFromHanger: 'ITEM_RMOVHANG',
  Debundle: 'ITEM_DEBUNDLE',
  SuffocationStickering: 'ITEM_SUFFOSTK',
  CapSealing: 'ITEM_CAP_SEALING',
  SetStickering: 'ITEM_SETSTK',
  BlankStickering: 'ITEM_SETSTK',
  ShipsInProductPackaging: 'ITEM_SIOC',
  NoPrep: 'ITEM_NO_PREP',
};
/** Amazon's per-unit prep fees (USD) when Amazon preps; labeling $0.55. */
const PREP_FEES: Partial<Record<string, number>> = {
  ITEM_POLYBAGGING: 0.7,
  ITEM_BUBBLEWRAP: 1,
  ITEM_TAPING: 0.2,
  ITEM_BLACK_SHRINKWRAP: 1,
  ITEM_LABELING: 0.55,
  ITEM_SETCREAT: 0.5,
  ITEM_BOXING: 1,
  ITEM_SUFFOSTK: 0.2,
  ITEM_CAP_SEALING: 0.2,
};

// ---- input -----------------------------------------------------------------------------------------

/** The request body, checked against the operation's request schema in the model (400 otherwise). */
function readBody<T>(request: FastifyRequest, operationId: string): T {
  const problems = validate(MODEL, requestSchemaOf(MODEL, operationId), request.body ?? null);
  if (problems.length > 0)
    throw new InvalidInput(
      `The request body is not a valid ${operationId} request: ${problems.slice(0, 5).join('; ')}.`,
    );
  return request.body as T;
}

/** A path id: letters, digits and '-', of the model's length (38 for plan, shipment and option ids). */
function pathId(request: FastifyRequest, name: string, min = 38, max = 38): string {
  const value = (request.params as Record<string, string>)[name] ?? '';
  if (value.length < min || value.length > max || !/^[a-zA-Z0-9-]*$/.test(value))
    throw new InvalidInput(`${name} must be ${min === max ? min : `${min} to ${max}`} letters, digits or '-'.`);
  return value;
}

interface Page<T> {
  items: T[];
  pagination?: { nextToken: string };
}

/** One page of a list: pageSize (1..max, default 10) and an opaque paginationToken bound to the seller, list and scope. */
function paginate<T>(
  request: FastifyRequest,
  seller: DemoSeller,
  list: string,
  scope: string,
  all: T[],
  max: number,
): Page<T> {
  const pageSize = readInteger(request, 'pageSize', 1, max) ?? 10;
  const token = readString(request, 'paginationToken');
  let offset = 0;
  if (token) {
    const payload = decodePageToken(token, seller.sellerId, list);
    if (payload.scope !== scope) throw new InvalidInput('The paginationToken is for another list.');
    offset = payload.offset;
  }
  const next = offset + pageSize;
  return {
    items: all.slice(offset, next),
    ...(next < all.length
      ? { pagination: { nextToken: encodePageToken({ s: seller.sellerId, k: list, scope, offset: next }) } }
      : {}),
  };
}

// ---- output ----------------------------------------------------------------------------------------

function addressOut(address: AddressInput) {
  const keys = [
    'name',
    'companyName',
    'addressLine1',
    'addressLine2',
    'city',
    'districtOrCounty',
    'stateOrProvinceCode',
    'postalCode',
    'countryCode',
    'phoneNumber',
    'email',
  ] as const;
  return Object.fromEntries(keys.filter((k) => address[k] !== undefined).map((k) => [k, address[k]]));
}

function itemOut(item: ItemInput, data: SellerData, marketplaceId: string) {
  const product = listedProduct(data, marketplaceId, item.msku)!;
  const facts = inboundFactsOf(product);
  const currency = currencyOf(marketplaceId);
  const prepTypes = product.prep.map((p) => PREP_TYPES[p]).filter((t) => t !== 'ITEM_LABELING');
  const instructions = prepTypes.map((prepType) => ({ prepType, prepOwner: item.prepOwner }));
  if (facts.labelRequired) instructions.push({ prepType: 'ITEM_LABELING', prepOwner: item.labelOwner });
  return {
    msku: item.msku,
    asin: product.asin,
    fnsku: product.fnsku,
    labelOwner: item.labelOwner,
    quantity: item.quantity,
    ...(item.expiration ? { expiration: item.expiration } : {}),
    ...(item.manufacturingLotCode ? { manufacturingLotCode: item.manufacturingLotCode } : {}),
    prepInstructions: instructions.map((i) => ({
      ...i,
      ...(i.prepOwner === 'AMAZON' && PREP_FEES[i.prepType] !== undefined
        ? { fee: { amount: convertPrice(PREP_FEES[i.prepType]!, marketplaceId), code: currency } }
        : {}),
    })),
  };
}

function planSummary(plan: PlanRecord) {
  return {
    inboundPlanId: plan.inboundPlanId,
    name: plan.name,
    status: plan.status!,
    marketplaceIds: [plan.marketplaceId],
    sourceAddress: addressOut(plan.sourceAddress),
    createdAt: iso(plan.createdAt),
    lastUpdatedAt: iso(plan.lastUpdatedAt),
  };
}

function shipmentOut(shipment: ShipmentRecord) {
  const center = findFulfillmentCenter(shipment.warehouseId)!;
  const source = shipment.source;
  return {
    shipmentId: shipment.shipmentId,
    placementOptionId: shipment.placementOptionId,
    ...(shipment.shipmentConfirmationId ? { shipmentConfirmationId: shipment.shipmentConfirmationId } : {}),
    name: shipment.name,
    status: shipment.status,
    source: { sourceType: 'SELLER_FACILITY', address: addressOut(source) },
    destination: { destinationType: 'AMAZON_WAREHOUSE', warehouseId: center.warehouseId, address: center.address },
    ...(source.phoneNumber
      ? {
          contactInformation: {
            name: source.name,
            phoneNumber: source.phoneNumber,
            ...(source.email ? { email: source.email } : {}),
          },
        }
      : {}),
  };
}

const CARRIER = { name: 'United Parcel Service Inc.', alphaCode: 'UPSN' };

function previewOut(preview: PreviewRecord) {
  return {
    contentUpdatePreviewId: preview.contentUpdatePreviewId,
    expiration: iso(preview.expiresAt),
    requestedUpdates: { boxes: preview.boxes, items: preview.items },
    transportationOption: {
      transportationOptionId: preview.transportationOptionId,
      shipmentId: preview.shipmentId,
      carrier: CARRIER,
      shippingMode: 'GROUND_SMALL_PARCEL',
      shippingSolution: 'AMAZON_PARTNERED_CARRIER',
      preconditions: [],
      quote: { cost: preview.cost, expiration: iso(preview.expiresAt) },
    },
  };
}

// ---- routes ----------------------------------------------------------------------------------------

/**
 * Fulfillment Inbound v2024-03-20: inbound plans, placement options, shipments and content-update
 * previews, asynchronous as at Amazon (see src/inbound/store.ts and the README's "Inbound plans").
 */
export function registerInboundV2024Routes(app: FastifyInstance, context: SandboxContext): void {
  const store = context.inbound;
  const dataOf = (seller: DemoSeller) => context.dataOf(seller);
  const injectFailure = () => Math.random() < (context.faults.rateFailedOperation ?? 0);
  const start = (reply: FastifyReply, seller: DemoSeller, request: OperationRequest) => {
    const operation = store.startOperation(seller.sellerId, request, injectFailure());
    reply.code(202);
    return { operationId: operation.operationId };
  };
  const findPlan = (request: FastifyRequest, seller: DemoSeller): PlanRecord => {
    const id = pathId(request, 'inboundPlanId');
    const plan = store.plan(seller.sellerId, id);
    if (!plan) throw new NotFound(`Inbound plan ${id} not found.`);
    return plan;
  };
  const findShipment = (request: FastifyRequest, seller: DemoSeller) => {
    const plan = findPlan(request, seller);
    const id = pathId(request, 'shipmentId');
    const shipment = store.shipment(plan, id);
    if (!shipment) throw new NotFound(`Shipment ${id} not found in inbound plan ${plan.inboundPlanId}.`);
    return { plan, shipment };
  };
  const route = (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    operationId: string,
    handler: (call: { request: FastifyRequest; reply: FastifyReply; seller: DemoSeller }) => unknown,
  ) =>
    registerSpApiRoute(app, context, {
      method,
      url: BASE + path,
      operationId,
      handler: (call) => {
        try {
          return handler(call);
        } catch (error) {
          if (error instanceof NotFound) return sendNotFound(call.reply, error.message);
          throw error;
        }
      },
    });

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
      packingOptions: [],
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

  route('GET', '/inboundPlans/:inboundPlanId/shipments/:shipmentId', 'getShipment', ({ request, seller }) =>
    shipmentOut(findShipment(request, seller).shipment),
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/items',
    'listShipmentItems',
    ({ request, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const page = paginate(request, seller, 'shipmentItems', shipment.shipmentId, shipment.items, 1000);
      const data = dataOf(seller);
      return {
        items: page.items.map((i) => itemOut(i, data, plan.marketplaceId)),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  route('PUT', '/inboundPlans/:inboundPlanId/shipments/:shipmentId/name', 'updateShipmentName', (call) => {
    const { shipment } = findShipment(call.request, call.seller);
    const { name } = readBody<{ name: string }>(call.request, 'updateShipmentName');
    if (shipment.status === 'CANCELLED' || shipment.status === 'ABANDONED')
      throw new InvalidInput(`Shipment ${shipment.shipmentId} is ${shipment.status} and cannot be renamed.`);
    store.rename(shipment, name);
    return call.reply.code(204).send();
  });

  route(
    'PUT',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/sourceAddress',
    'updateShipmentSourceAddress',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const { address } = readBody<{ address: AddressInput }>(request, 'updateShipmentSourceAddress');
      return start(reply, seller, {
        kind: 'updateShipmentSourceAddress',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        address,
      });
    },
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews',
    'generateShipmentContentUpdatePreviews',
    ({ request, reply, seller }) => {
      const { plan, shipment } = findShipment(request, seller);
      const body = readBody<{ boxes: BoxUpdateInput[]; items: ItemInput[] }>(
        request,
        'generateShipmentContentUpdatePreviews',
      );
      body.boxes.forEach((box, i) => {
        if (box.contentInformationSource !== 'BOX_CONTENT_PROVIDED' && (box.items?.length ?? 0) > 0)
          throw new InvalidInput(
            `boxes[${i}].items must be empty when contentInformationSource is ${box.contentInformationSource}.`,
          );
      });
      body.items.forEach((item, i) => {
        if (body.items.findIndex((other) => sameLot(item, other)) !== i)
          throw new InvalidInput(
            `The msku ${item.msku} is listed more than once with the same expiration and lot code.`,
          );
      });
      return start(reply, seller, {
        kind: 'generateShipmentContentUpdatePreviews',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        items: body.items,
        boxes: body.boxes,
      });
    },
  );

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews',
    'listShipmentContentUpdatePreviews',
    ({ request, seller }) => {
      const { shipment } = findShipment(request, seller);
      const page = paginate(request, seller, 'previews', shipment.shipmentId, store.previewsOf(shipment), 20);
      return {
        contentUpdatePreviews: page.items.map(previewOut),
        ...(page.pagination ? { pagination: page.pagination } : {}),
      };
    },
  );

  const findPreview = (request: FastifyRequest, seller: DemoSeller) => {
    const { plan, shipment } = findShipment(request, seller);
    const id = pathId(request, 'contentUpdatePreviewId');
    const preview = store.preview(shipment, id);
    if (!preview) throw new NotFound(`Content update preview ${id} not found for shipment ${shipment.shipmentId}.`);
    return { plan, shipment, preview };
  };

  route(
    'GET',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews/:contentUpdatePreviewId',
    'getShipmentContentUpdatePreview',
    ({ request, seller }) => previewOut(findPreview(request, seller).preview),
  );

  route(
    'POST',
    '/inboundPlans/:inboundPlanId/shipments/:shipmentId/contentUpdatePreviews/:contentUpdatePreviewId/confirmation',
    'confirmShipmentContentUpdatePreview',
    ({ request, reply, seller }) => {
      const { plan, shipment, preview } = findPreview(request, seller);
      return start(reply, seller, {
        kind: 'confirmShipmentContentUpdatePreview',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        contentUpdatePreviewId: preview.contentUpdatePreviewId,
      });
    },
  );

  const shipmentOfPlan = (plan: PlanRecord, shipmentId: string | undefined, field: string) => {
    const shipment = shipmentId ? store.shipment(plan, shipmentId) : undefined;
    if (!shipment)
      throw new InvalidInput(`${field} ${shipmentId ?? ''} is not a shipment of inbound plan ${plan.inboundPlanId}.`);
    return shipment;
  };

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
      if (body.shipmentTransportationConfigurations.length !== 1)
        throw new InvalidInput('shipmentTransportationConfigurations must hold one shipment per call in the sandbox.');
      const config = body.shipmentTransportationConfigurations[0]!;
      const shipment = shipmentOfPlan(plan, config.shipmentId, 'shipmentTransportationConfigurations[0].shipmentId');
      return start(reply, seller, {
        kind: 'generateTransportationOptions',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        config,
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
      const body = readBody<{ transportationSelections: { shipmentId: string; transportationOptionId: string }[] }>(
        request,
        'confirmTransportationOptions',
      );
      if (body.transportationSelections.length !== 1)
        throw new InvalidInput('transportationSelections must hold one shipment per call in the sandbox.');
      const selection = body.transportationSelections[0]!;
      const shipment = shipmentOfPlan(plan, selection.shipmentId, 'transportationSelections[0].shipmentId');
      return start(reply, seller, {
        kind: 'confirmTransportationOptions',
        inboundPlanId: plan.inboundPlanId,
        shipmentId: shipment.shipmentId,
        transportationOptionId: selection.transportationOptionId,
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

  route('GET', '/operations/:operationId', 'getInboundOperationStatus', ({ request, seller }) => {
    const id = pathId(request, 'operationId', 36, 38);
    const operation = store.operation(seller.sellerId, id);
    if (!operation) throw new NotFound(`Operation ${id} not found.`);
    return operationOut(operation);
  });
}

function operationOut(operation: OperationRecord) {
  return {
    operationId: operation.operationId,
    operation: operation.request.kind,
    operationStatus: operation.outcome?.status ?? 'IN_PROGRESS',
    operationProblems: operation.outcome?.problems ?? [],
  };
}

class NotFound extends Error {}
