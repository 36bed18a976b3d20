import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  const app = server.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;

  app.get(
    '/setting/get-warehouse-list',
    {
      schema: { tags, querystring: warehouseListQuerySchema, response: { 200: warehouseListResponseSchema } },
      config: member,
    },
    (req) => warehouses.list(req.actor!, req.query),
  );

  app.post(
    '/setting/add-warehouse',
    { schema: { tags, body: addWarehouseBodySchema, response: { 201: warehouseResponseSchema } }, config: member },
    async (req, reply) => reply.status(201).send(await warehouses.add(req.actor!, req.body)),
  );

  app.put(
    '/setting/warehouse/:id/update',
    {
      schema: {
        tags,
        params: settingsIdParamsSchema,
        body: updateWarehouseBodySchema,
        response: { 200: warehouseResponseSchema },
      },
      config: member,
    },
    (req) => warehouses.update(req.actor!, req.params.id, req.body),
  );

  app.delete(
    '/setting/warehouse/:id/delete',
    { schema: { tags, params: settingsIdParamsSchema, response: { 200: messageResponseSchema } }, config: member },
    (req) => warehouses.delete(req.actor!, req.params.id),
  );
}
