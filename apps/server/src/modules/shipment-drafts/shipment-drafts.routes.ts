import type { FastifyInstance } from 'fastify';
import {
  deleteDraftQuerySchema,
  deleteDraftResponseSchema,
  draftParamsSchema,
  draftResponseSchema,
  saveDraftBodySchema,
  saveDraftResponseSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { ShipmentDraftsService } from './shipment-drafts.service.js';

const tags = ['shipment drafts'];
/** A full draft (2,000 drawer items, 2,000 selected rows and their ticks) is about 600 kB of JSON. */
const DRAFT_BODY_LIMIT = 1024 * 1024;

/**
 * The store marketplace's shipment draft: the Create Shipments drawer and the SKU list's
 * selection. Workers pack, so they read and save the draft like their seller.
 */
export function registerShipmentDraftsRoutes(server: FastifyInstance, drafts: ShipmentDraftsService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/shipment-drafts/:storeMarketplaceId',
    { schema: { tags, params: draftParamsSchema, response: { 200: draftResponseSchema } } },
    (req, actor) => drafts.get(actor, req.params.storeMarketplaceId),
  );

  member.put(
    '/shipment-drafts/:storeMarketplaceId',
    {
      schema: {
        tags,
        params: draftParamsSchema,
        body: saveDraftBodySchema,
        response: { 200: saveDraftResponseSchema },
      },
      bodyLimit: DRAFT_BODY_LIMIT,
    },
    (req, actor) => drafts.save(actor, req.params.storeMarketplaceId, req.body),
  );

  member.delete(
    '/shipment-drafts/:storeMarketplaceId',
    {
      schema: {
        tags,
        params: draftParamsSchema,
        querystring: deleteDraftQuerySchema,
        response: { 200: deleteDraftResponseSchema },
      },
    },
    (req, actor) => drafts.clear(actor, req.params.storeMarketplaceId, req.query.version),
  );
}
