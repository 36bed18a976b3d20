import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Onboarding and payment calls: open before the dashboard, as their screens are.
  const seller = { auth: 'seller', gate: 'approved' } as const;

  app.post(
    '/onboarding/authorize-store-url',
    {
      schema: { tags, body: authorizeStoreBodySchema, response: { 200: authorizeStoreResponseSchema } },
      config: seller,
    },
    (req) => storesService.createAuthorizeUrl(req.actor!, req.body),
  );

  app.post(
    '/onboarding/connect-new-store',
    { schema: { tags, body: connectStoreBodySchema, response: { 200: connectStoreResponseSchema } }, config: seller },
    (req) => storesService.connectStore(req.actor!, req.body),
  );

  app.get(
    '/onboarding/get-stores',
    { schema: { tags, querystring: getStoresQuerySchema, response: { 200: getStoresResponseSchema } }, config: seller },
    (req) => storesService.listStores(req.actor!, req.query.name),
  );

  app.get(
    '/onboarding/get-marketplace-participation',
    {
      schema: {
        tags,
        querystring: marketplaceParticipationQuerySchema,
        response: { 200: marketplaceParticipationResponseSchema },
      },
      config: seller,
    },
    (req) => storesService.getMarketplaceParticipation(req.actor!, req.query.storeId),
  );

  app.post(
    '/onboarding/save-store-marketplaces',
    {
      schema: { tags, body: saveStoreMarketplacesBodySchema, response: { 200: messageResponseSchema } },
      config: seller,
    },
    (req) => storesService.saveStoreMarketplaces(req.actor!, req.body, false),
  );

  app.post(
    '/onboarding/update-store-marketplaces',
    {
      schema: { tags, body: saveStoreMarketplacesBodySchema, response: { 200: messageResponseSchema } },
      config: seller,
    },
    (req) => storesService.saveStoreMarketplaces(req.actor!, req.body, true),
  );

  // The footer selector: workers use it too.
  app.put(
    '/onboarding/mark-default-store',
    {
      schema: { tags, body: markDefaultStoreBodySchema, response: { 200: messageResponseSchema } },
      config: { auth: 'member', gate: 'approved' },
    },
    (req) => storesService.markDefaultStore(req.actor!, req.body.storeMarketplaceId),
  );

  app.put(
    '/onboarding/update-store',
    { schema: { tags, body: updateStoreBodySchema, response: { 200: messageResponseSchema } }, config: seller },
    (req) => storesService.renameStore(req.actor!, req.body.storeId, req.body.name),
  );

  app.put(
    '/onboarding/delete-store',
    { schema: { tags, body: deleteStoreBodySchema, response: { 200: messageResponseSchema } }, config: seller },
    (req) => storesService.deleteStore(req.actor!, req.body.storeId),
  );

  app.post(
    '/onboarding/onboarding-completed',
    { schema: { tags, response: { 200: messageResponseSchema } }, config: seller },
    (req) => storesService.completeOnboarding(req.actor!),
  );
}
