import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import type { Listing } from '../data/generate.js';
import {
  checkEnum,
  decodePageToken,
  encodePageToken,
  InvalidInput,
  readBoolean,
  readDateTime,
  readList,
  readString,
} from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';

const PAGE_SIZE = 50;
const CONDITIONS: Record<number, string> = {
  1: 'UsedLikeNew',
  2: 'UsedVeryGood',
  3: 'UsedGood',
  4: 'UsedAcceptable',
  5: 'CollectibleLikeNew',
  6: 'CollectibleVeryGood',
  7: 'CollectibleGood',
  8: 'CollectibleAcceptable',
  10: 'Refurbished',
  11: 'NewItem',
};

function summarize(listing: Listing, details: boolean) {
  const p = listing.product;
  const inbound = listing.inboundWorking + listing.inboundShipped + listing.inboundReceiving;
  return {
    asin: p.asin,
    fnSku: p.fnsku,
    sellerSku: p.sku,
    condition: CONDITIONS[p.conditionCode] ?? 'NewItem',
    ...(details
      ? {
          inventoryDetails: {
            fulfillableQuantity: listing.fulfillable,
            inboundWorkingQuantity: listing.inboundWorking,
            inboundShippedQuantity: listing.inboundShipped,
            inboundReceivingQuantity: listing.inboundReceiving,
            reservedQuantity: {
              totalReservedQuantity: listing.reserved,
              pendingCustomerOrderQuantity: listing.reserved,
              pendingTransshipmentQuantity: 0,
              fcProcessingQuantity: 0,
            },
            researchingQuantity: {
              totalResearchingQuantity: listing.researching,
              researchingQuantityBreakdown: [
                { name: 'researchingQuantityInShortTerm', quantity: listing.researching },
                { name: 'researchingQuantityInMidTerm', quantity: 0 },
                { name: 'researchingQuantityInLongTerm', quantity: 0 },
              ],
            },
            unfulfillableQuantity: {
              totalUnfulfillableQuantity: listing.unfulfillable,
              customerDamagedQuantity: listing.unfulfillable,
              warehouseDamagedQuantity: 0,
              distributorDamagedQuantity: 0,
              carrierDamagedQuantity: 0,
              defectiveQuantity: 0,
              expiredQuantity: 0,
            },
          },
        }
      : {}),
    lastUpdatedTime: new Date(listing.lastUpdated).toISOString(),
    productName: p.title,
    totalQuantity: listing.fulfillable + listing.reserved + listing.unfulfillable + listing.researching + inbound,
  };
}

/**
 * FBA Inventory v1 getInventorySummaries: pages of 50. The nextToken carries the query, so a
 * follow-up call needs the required parameters but ignores sellerSkus and startDateTime.
 */
export function registerInventoryRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/fba/inventory/v1/summaries',
    operationId: 'getInventorySummaries',
    handler: ({ request, seller }) => {
      const granularityType = checkEnum('granularityType', readString(request, 'granularityType', true), [
        'Marketplace',
      ] as const);
      const granularityId = readString(request, 'granularityId', true);
      const [marketplaceId] = readList(request, 'marketplaceIds', { required: true, max: 1 })!;
      if (granularityId !== marketplaceId)
        throw new InvalidInput('granularityId must be the marketplace in marketplaceIds.');
      if (!seller.participations.some((p) => p.marketplaceId === marketplaceId && p.isParticipating)) {
        throw new InvalidInput(`Seller is not participating in marketplace ${marketplaceId}.`);
      }
      const details = readBoolean(request, 'details') ?? false;
      const nextToken = readString(request, 'nextToken');
      let query: { m: string; skus?: string[]; since?: number; offset: number };
      if (nextToken) {
        const token = decodePageToken(nextToken, seller.sellerId, 'inventory');
        if (token.m !== marketplaceId) throw new InvalidInput('The next token is for another marketplace.');
        query = token as unknown as typeof query;
      } else {
        const single = readString(request, 'sellerSku');
        const skus = readList(request, 'sellerSkus', { max: 50 }) ?? (single ? [single] : undefined);
        const since = readDateTime(request, 'startDateTime');
        query = { m: marketplaceId!, ...(skus ? { skus } : {}), ...(since !== undefined ? { since } : {}), offset: 0 };
      }
      const all = context.dataOf(seller).listings.get(marketplaceId!) ?? [];
      const wanted = query.skus ? new Set(query.skus) : undefined;
      const matching =
        wanted || query.since !== undefined
          ? all.filter(
              (l) =>
                (!wanted || wanted.has(l.product.sku)) && (query.since === undefined || l.lastUpdated >= query.since),
            )
          : all;
      const page = matching.slice(query.offset, query.offset + PAGE_SIZE);
      const nextOffset = query.offset + PAGE_SIZE;
      return {
        ...(nextOffset < matching.length
          ? {
              pagination: {
                nextToken: encodePageToken({ ...query, s: seller.sellerId, k: 'inventory', offset: nextOffset }),
              },
            }
          : {}),
        payload: {
          granularity: { granularityType, granularityId },
          inventorySummaries: page.map((l) => summarize(l, details)),
        },
      };
    },
  });
}
