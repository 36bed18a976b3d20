import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context.js';
import { MARKETPLACES } from '../data/marketplaces.js';
import { registerSpApiRoute } from '../sp-api.js';

/** Sellers API v1: getMarketplaceParticipations. */
export function registerSellersRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerSpApiRoute(app, context, {
    method: 'GET',
    url: '/sellers/v1/marketplaceParticipations',
    operationId: 'getMarketplaceParticipations',
    handler: ({ seller }) => ({
      payload: seller.participations.map((p) => ({
        marketplace: MARKETPLACES[p.marketplaceId]!,
        participation: { isParticipating: p.isParticipating, hasSuspendedListings: p.hasSuspendedListings },
        storeName: seller.name,
      })),
    }),
  });
}
