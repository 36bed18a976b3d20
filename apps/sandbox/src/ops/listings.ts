import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { sendErrors, UNAUTHORIZED } from '../errors.js';
import { InvalidInput, readInteger, readList } from '../params.js';
import { registerSpApiRoute } from '../sp-api.js';

/**
 * Listings Items 2021-08-01 searchListingsItems: the first page of the seller's listings in a
 * marketplace, with summaries. As at Amazon, a sellerId in the path that is not the access
 * token's seller answers 403 Unauthorized: that is how Stowline proves a consent's seller id.
 */
export function registerListingsRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/listings/2021-08-01/items/:sellerId',
    operationId: 'searchListingsItems',
    handler: ({ request, reply, seller }) => {
      if ((request.params as { sellerId: string }).sellerId !== seller.sellerId)
        return sendErrors(reply, 403, UNAUTHORIZED);
      const [marketplaceId] = readList(request, 'marketplaceIds', { required: true, max: 1 })!;
      if (!seller.participations.some((p) => p.marketplaceId === marketplaceId && p.isParticipating)) {
        throw new InvalidInput(`Seller is not participating in marketplace ${marketplaceId}.`);
      }
      const pageSize = readInteger(request, 'pageSize', 1, 20) ?? 10;
      const listings = context.dataOf(seller).listings.get(marketplaceId!) ?? [];
      return {
        numberOfResults: Math.min(listings.length, 1000),
        items: listings.slice(0, pageSize).map((listing) => ({
          sku: listing.product.sku,
          summaries: [
            {
              marketplaceId: listing.marketplaceId,
              asin: listing.product.asin,
              productType: 'PRODUCT',
              conditionType: 'new_new',
              status: listing.product.status === 'Active' ? ['BUYABLE', 'DISCOVERABLE'] : [],
              fnSku: listing.product.fnsku,
              itemName: listing.product.title,
              createdDate: new Date(listing.product.openDate).toISOString(),
              lastUpdatedDate: new Date(listing.lastUpdated).toISOString(),
            },
          ],
        })),
      };
    },
  });
}
