import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import {
  addWarehouseBodySchema,
  messageResponseSchema,
  settingsIdParamsSchema,
  updateWarehouseBodySchema,
  warehouseListQuerySchema,
  warehouseListResponseSchema,
  warehouseResponseSchema,
} from '@stowline/domain';
import type { WarehousesService } from './warehouses.service.js';

const tags = ['warehouses'];

/**
 * Warehouses. The spec lists no create call for the settings page, so it is
 * POST /setting/add-warehouse (the create-shipment bar's own call comes with that issue).
 * Workers ship from these addresses and may add one while creating a shipment, so they
 * read and change warehouses as the seller does.
 */
export function registerWarehousesRoutes(server: FastifyInstance, warehouses: WarehousesService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/setting/get-warehouse-list',
    { schema: { tags, querystring: warehouseListQuerySchema, response: { 200: warehouseListResponseSchema } } },
    (req, actor) => warehouses.list(actor, req.query),
  );

  member.post(
    '/setting/add-warehouse',
    { schema: { tags, body: addWarehouseBodySchema, response: { 201: warehouseResponseSchema } } },
    async (req, actor, reply) => reply.status(201).send(await warehouses.add(actor, req.body)),
  );

  member.put(
    '/setting/warehouse/:id/update',
    {
      schema: {
        tags,
        params: settingsIdParamsSchema,
        body: updateWarehouseBodySchema,
        response: { 200: warehouseResponseSchema },
      },
    },
    (req, actor) => warehouses.update(actor, req.params.id, req.body),
  );

  member.delete(
    '/setting/warehouse/:id/delete',
    { schema: { tags, params: settingsIdParamsSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => warehouses.delete(actor, req.params.id),
  );
}
