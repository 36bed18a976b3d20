import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
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
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/createShipment/get-ship-to-warehouses',
    { schema: { tags, response: { 200: shipToWarehousesResponseSchema } } },
    (_req, actor) => shipTo.list(actor),
  );

  member.put(
    '/createShipment/save-ship-to-fcid',
    { schema: { tags, body: saveShipToFcBodySchema, response: { 200: saveShipToFcResponseSchema } } },
    (req, actor) => shipTo.save(actor, req.body),
  );

  member.put(
    '/createShipment/update-ship-to-warehouse',
    { schema: { tags, body: updateShipToWarehouseBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => shipTo.update(actor, req.body),
  );
}
