import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deleteDraftQuerySchema,
  deleteDraftResponseSchema,
  draftParamsSchema,
  draftResponseSchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
} from '@stowline/domain';
import type { ShipmentDraftsService } from './shipment-drafts.service.js';

const tags = ['shipment drafts'];
/** A full draft (2,000 drawer items, 2,000 selected rows and their ticks) is about 600 kB of JSON. */
const DRAFT_BODY_LIMIT = 1024 * 1024;

/**
 * The store marketplace's shipment draft: the Create Shipments drawer and the SKU list's
 * selection. Workers pack, so they read and save the draft like their seller.
 */
export function registerShipmentDraftsRoutes(server: FastifyInstance, drafts: ShipmentDraftsService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member', gate: 'dashboard' } as const;

  app.get(
    '/shipment-drafts/:storeMarketplaceId',
    { schema: { tags, params: draftParamsSchema, response: { 200: draftResponseSchema } }, config },
    (req) => drafts.get(req.actor!, req.params.storeMarketplaceId),
  );

  app.put(
    '/shipment-drafts/:storeMarketplaceId',
    {
      schema: {
        tags,
        params: draftParamsSchema,
        body: saveDraftBodySchema,
        response: { 200: saveDraftResponseSchema },
      },
      config,
      bodyLimit: DRAFT_BODY_LIMIT,
    },
    (req) => drafts.save(req.actor!, req.params.storeMarketplaceId, req.body),
  );

  app.delete(
    '/shipment-drafts/:storeMarketplaceId',
    {
      schema: {
        tags,
        params: draftParamsSchema,
        querystring: deleteDraftQuerySchema,
        response: { 200: deleteDraftResponseSchema },
      },
      config,
    },
    (req) => drafts.clear(req.actor!, req.params.storeMarketplaceId, req.query.version),
  );
}
