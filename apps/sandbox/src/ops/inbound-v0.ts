import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Product, Shipment } from '../data/generate.js';
import { SHIPMENT_STATUSES } from '../data/generate.js';
import type { DemoSeller } from '../data/sellers.js';
import { sendNotFound } from '../errors.js';
import {
  checkEnum,
  decodePageToken,
  encodePageToken,
  InvalidInput,
  readDateTime,
  readList,
  readString,
} from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';

const SHIPMENTS_PAGE = 50;
const ITEMS_PAGE = 200;
const PREP_FEES: Record<string, number> = {
  Polybagging: 0.7,
  BubbleWrapping: 1,
  Taping: 0.2,
  BlackShrinkWrapping: 1,
  Labeling: 0.55,
  SetCreation: 0.5,
  Boxing: 1,
  SuffocationStickering: 0.2,
  CapSealing: 0.2,
};

function prepInstructionsOf(product: Product) {
  const prep = product.prep.length ? product.prep : (['NoPrep'] as const);
  return {
    BarcodeInstruction: product.fnsku === product.asin ? 'CanUseOriginalBarcode' : 'RequiresFNSKULabel',
    PrepGuidance: product.prep.length ? 'SeePrepInstructionsList' : 'NoAdditionalPrepRequired',
    PrepInstructionList: [...prep],
  };
}

function amazonPrepFees(product: Product) {
  return product.prep.map((p) => ({
    PrepInstruction: p,
    FeePerUnit: { CurrencyCode: 'USD', Value: PREP_FEES[p] ?? 0.5 },
  }));
}

function checkMarketplace(seller: DemoSeller, marketplaceId: string): void {
  if (!seller.participations.some((p) => p.marketplaceId === marketplaceId && p.isParticipating)) {
    throw new InvalidInput(`Invalid MarketplaceId ${marketplaceId}.`);
  }
}

interface ShipmentQuery {
  m: string;
  statuses?: string[];
  ids?: string[];
  after?: number;
  before?: number;
  offset: number;
}

function readShipmentQuery(
  request: FastifyRequest,
  seller: DemoSeller,
  kind: string,
  queryTypes: readonly string[],
): ShipmentQuery {
  const marketplaceId = readString(request, 'MarketplaceId', true);
  checkMarketplace(seller, marketplaceId);
  const queryType = checkEnum('QueryType', readString(request, 'QueryType', true), queryTypes);
  if (queryType === 'NEXT_TOKEN') {
    const token = decodePageToken(
      readString(request, 'NextToken', true),
      seller.sellerId,
      kind,
    ) as unknown as ShipmentQuery;
    if (token.m !== marketplaceId) throw new InvalidInput('The NextToken is for another MarketplaceId.');
    return token;
  }
  const statuses = readList(request, 'ShipmentStatusList');
  statuses?.forEach((s) => checkEnum('ShipmentStatusList', s, SHIPMENT_STATUSES));
  const ids = readList(request, 'ShipmentIdList', { max: 999 });
  if (queryType === 'SHIPMENT') {
    if (!statuses && !ids) throw new InvalidInput('QueryType SHIPMENT needs ShipmentStatusList or ShipmentIdList.');
    return { m: marketplaceId, ...(statuses ? { statuses } : {}), ...(ids ? { ids } : {}), offset: 0 };
  }
  const after = readDateTime(request, 'LastUpdatedAfter');
  const before = readDateTime(request, 'LastUpdatedBefore');
  if (after === undefined || before === undefined)
    throw new InvalidInput('QueryType DATE_RANGE needs LastUpdatedAfter and LastUpdatedBefore.');
  if (after > before) throw new InvalidInput('LastUpdatedAfter must be before LastUpdatedBefore.');
  return { m: marketplaceId, ...(statuses ? { statuses } : {}), after, before, offset: 0 };
}

function selectShipments(all: Shipment[], query: ShipmentQuery): Shipment[] {
  const statuses = query.statuses ? new Set(query.statuses) : undefined;
  const ids = query.ids ? new Set(query.ids) : undefined;
  return all.filter(
    (s) =>
      s.marketplaceId === query.m &&
      (!statuses || statuses.has(s.info.ShipmentStatus)) &&
      (!ids || ids.has(s.info.ShipmentId)) &&
      (query.after === undefined || s.lastUpdated >= query.after) &&
      (query.before === undefined || s.lastUpdated <= query.before),
  );
}

/**
 * The seller's shipments as v0 reports them: the generated ones (shared with its plus-addressed
 * sellers) and the ones its own v2024-03-20 inbound plans created (by their shipmentConfirmationId),
 * ordered by lastUpdated then ShipmentId.
 */
export function shipmentsOf(context: SandboxContext, seller: DemoSeller): Shipment[] {
  const generated = context.dataOf(seller).shipments;
  const created = context.inbound.v0Shipments(seller.sellerId);
  if (created.length === 0) return generated;
  return [...generated, ...created].sort(
    (a, b) => a.lastUpdated - b.lastUpdated || (a.info.ShipmentId < b.info.ShipmentId ? -1 : 1),
  );
}

/** Fulfillment Inbound v0: getPrepInstructions, getShipments, getShipmentItemsByShipmentId, getShipmentItems. */
export function registerInboundV0Routes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/prepInstructions',
    operationId: 'getPrepInstructions',
    handler: ({ request, seller }) => {
      const country = readString(request, 'ShipToCountryCode', true);
      if (!/^[A-Z]{2}$/.test(country)) throw new InvalidInput('ShipToCountryCode must be a two-letter country code.');
      const skus = readList(request, 'SellerSKUList', { max: 50 });
      const asins = readList(request, 'ASINList', { max: 50 });
      if (!skus === !asins) throw new InvalidInput('Give either SellerSKUList or ASINList.');
      const data = context.dataOf(seller);
      if (skus) {
        const found = skus.map((sku) => [sku, data.productsBySku.get(sku)] as const);
        return {
          payload: {
            SKUPrepInstructionsList: found
              .filter(([, p]) => p)
              .map(([sku, p]) => ({
                SellerSKU: sku,
                ASIN: p!.asin,
                ...prepInstructionsOf(p!),
                AmazonPrepFeesDetailsList: amazonPrepFees(p!),
              })),
            InvalidSKUList: found
              .filter(([, p]) => !p)
              .map(([sku]) => ({ SellerSKU: sku, ErrorReason: 'DoesNotExist' })),
          },
        };
      }
      const found = asins!.map((asin) => [asin, data.productsByAsin.get(asin)] as const);
      return {
        payload: {
          ASINPrepInstructionsList: found
            .filter(([, p]) => p)
            .map(([asin, p]) => ({ ASIN: asin, ...prepInstructionsOf(p!) })),
          InvalidASINList: found
            .filter(([, p]) => !p)
            .map(([asin]) => ({
              ASIN: asin,
              ErrorReason: /^B0[A-Z0-9]{8}$|^\d{10}$/.test(asin) ? 'DoesNotExist' : 'InvalidASIN',
            })),
        },
      };
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/shipments',
    operationId: 'getShipments',
    handler: ({ request, seller }) => {
      const query = readShipmentQuery(request, seller, 'shipments', ['SHIPMENT', 'DATE_RANGE', 'NEXT_TOKEN']);
      const matching = selectShipments(shipmentsOf(context, seller), query);
      const next = query.offset + SHIPMENTS_PAGE;
      return {
        payload: {
          ShipmentData: matching.slice(query.offset, next).map((s) => s.info),
          ...(next < matching.length
            ? { NextToken: encodePageToken({ ...query, s: seller.sellerId, k: 'shipments', offset: next }) }
            : {}),
        },
      };
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/shipments/:shipmentId/items',
    operationId: 'getShipmentItemsByShipmentId',
    handler: ({ request, reply, seller }) => {
      const { shipmentId } = request.params as { shipmentId: string };
      const marketplaceId = readString(request, 'MarketplaceId');
      if (marketplaceId) checkMarketplace(seller, marketplaceId);
      const shipment =
        context.dataOf(seller).shipmentsById.get(shipmentId) ??
        context.inbound.v0Shipments(seller.sellerId).find((s) => s.info.ShipmentId === shipmentId);
      if (!shipment) return sendNotFound(reply, `Shipment ${shipmentId} not found.`);
      return { payload: { ItemData: shipment.items } };
    },
  });

  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inbound/v0/shipmentItems',
    operationId: 'getShipmentItems',
    handler: ({ request, seller }) => {
      const query = readShipmentQuery(request, seller, 'shipmentItems', ['DATE_RANGE', 'NEXT_TOKEN']);
      const items = selectShipments(shipmentsOf(context, seller), query).flatMap((s) => s.items);
      const next = query.offset + ITEMS_PAGE;
      return {
        payload: {
          ItemData: items.slice(query.offset, next),
          ...(next < items.length
            ? { NextToken: encodePageToken({ ...query, s: seller.sellerId, k: 'shipmentItems', offset: next }) }
            : {}),
        },
      };
    },
  });
}
