import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messageResponseSchema,
  saveShipToFcBodySchema,
  saveShipToFcResponseSchema,
  shipToWarehousesResponseSchema,
  updateShipToWarehouseBodySchema,
} from '@stowline/domain';
import type { ShipToFcService } from './ship-to-fc.service.js';

const tags = ['ship to FC'];

/**
 * Ship to FC: favourite fulfilment centres per FBA type. Adding one is the spec's
 * PUT /createShipment/save-ship-to-fcid (Mark as Favourite in the plans table), which the
 * settings drawer's add form calls too. Workers create shipments, so they read and change
 * favourites as the seller does.
 */
export function registerShipToFcRoutes(server: FastifyInstance, shipTo: ShipToFcService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  app.get(
    '/createShipment/get-ship-to-warehouses',
    { schema: { tags, response: { 200: shipToWarehousesResponseSchema } }, config: member },
    (req) => shipTo.list(req.actor!),
  );

  app.put(
    '/createShipment/save-ship-to-fcid',
    { schema: { tags, body: saveShipToFcBodySchema, response: { 200: saveShipToFcResponseSchema } }, config: member },
    (req) => shipTo.save(req.actor!, req.body),
  );

  app.put(
    '/createShipment/update-ship-to-warehouse',
    {
      schema: { tags, body: updateShipToWarehouseBodySchema, response: { 200: messageResponseSchema } },
      config: member,
    },
    (req) => shipTo.update(req.actor!, req.body),
  );
}
