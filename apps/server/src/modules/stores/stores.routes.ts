import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  authorizeStoreBodySchema,
  authorizeStoreResponseSchema,
  connectStoreBodySchema,
  connectStoreResponseSchema,
  deleteStoreBodySchema,
  getStoresQuerySchema,
  getStoresResponseSchema,
  markDefaultStoreBodySchema,
  marketplaceParticipationQuerySchema,
  marketplaceParticipationResponseSchema,
  messageResponseSchema,
  saveStoreMarketplacesBodySchema,
  updateStoreBodySchema,
} from '@stowline/domain';
import type { StoresService } from './stores.service.js';

const tags = ['stores'];

export function registerStoresRoutes(server: FastifyInstance, storesService: StoresService): void {
  const approvedMember = authedRoutes(server, { auth: 'member', gate: 'approved' });
  const approvedSeller = authedRoutes(server, { auth: 'seller', gate: 'approved' });

  approvedSeller.post(
    '/onboarding/authorize-store-url',
    { schema: { tags, body: authorizeStoreBodySchema, response: { 200: authorizeStoreResponseSchema } } },
    (req, actor) => storesService.createAuthorizeUrl(actor, req.body),
  );

  approvedSeller.post(
    '/onboarding/connect-new-store',
    { schema: { tags, body: connectStoreBodySchema, response: { 200: connectStoreResponseSchema } } },
    (req, actor) => storesService.connectStore(actor, req.body),
  );

  approvedSeller.get(
    '/onboarding/get-stores',
    { schema: { tags, querystring: getStoresQuerySchema, response: { 200: getStoresResponseSchema } } },
    (req, actor) => storesService.listStores(actor, req.query.name),
  );

  approvedSeller.get(
    '/onboarding/get-marketplace-participation',
    {
      schema: {
        tags,
        querystring: marketplaceParticipationQuerySchema,
        response: { 200: marketplaceParticipationResponseSchema },
      },
    },
    (req, actor) => storesService.getMarketplaceParticipation(actor, req.query.storeId),
  );

  approvedSeller.post(
    '/onboarding/save-store-marketplaces',
    { schema: { tags, body: saveStoreMarketplacesBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => storesService.saveStoreMarketplaces(actor, req.body, false),
  );

  approvedSeller.post(
    '/onboarding/update-store-marketplaces',
    { schema: { tags, body: saveStoreMarketplacesBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => storesService.saveStoreMarketplaces(actor, req.body, true),
  );

  // The footer selector: workers use it too.
  approvedMember.put(
    '/onboarding/mark-default-store',
    { schema: { tags, body: markDefaultStoreBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => storesService.markDefaultStore(actor, req.body.storeMarketplaceId),
  );

  approvedSeller.put(
    '/onboarding/update-store',
    { schema: { tags, body: updateStoreBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => storesService.renameStore(actor, req.body.storeId, req.body.name),
  );

  approvedSeller.put(
    '/onboarding/delete-store',
    { schema: { tags, body: deleteStoreBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => storesService.deleteStore(actor, req.body.storeId),
  );

  approvedSeller.post(
    '/onboarding/onboarding-completed',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    (_req, actor) => storesService.completeOnboarding(actor),
  );
}
