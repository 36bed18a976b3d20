import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  getShipmentItemsBodySchema,
  getShipmentItemsResponseSchema,
  itemErrorsResponseSchema,
  shipmentItemsIdResponseSchema,
  shipmentReadinessResponseSchema,
  updateInboundShipmentBodySchema,
  updateInboundShipmentResponseSchema,
  updateItemDetailsBodySchema,
  updateItemDetailsResponseSchema,
  workbenchShipmentIdParamsSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { ItemQuantityService } from './item-quantity.service.js';
import type { ItemsService } from './items.service.js';

const tags = ['shipment items'];

/**
 * Shipment items on the workbench (spec document 2, section 7 "Shipment items", its paths and
 * spellings). Workers pack like their seller, so every call is the seller's or a worker's.
 */
export function registerItemsRoutes(
  server: FastifyInstance,
  { items, itemQuantity }: { items: ItemsService; itemQuantity: ItemQuantityService },
): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.post(
    '/fullfilment/get-shipment-items',
    { schema: { tags, body: getShipmentItemsBodySchema, response: { 200: getShipmentItemsResponseSchema } } },
    (req, actor) => items.getShipmentItems(actor, req.body),
  );

  member.post(
    '/fullfilment/inbound-shipment-item/update-details',
    { schema: { tags, body: updateItemDetailsBodySchema, response: { 200: updateItemDetailsResponseSchema } } },
    (req, actor) => items.updateItemDetails(actor, req.body),
  );

  member.get(
    '/fullfilment/get-shipment-item-errors/:shipmentId',
    { schema: { tags, params: workbenchShipmentIdParamsSchema, response: { 200: itemErrorsResponseSchema } } },
    (req, actor) => items.getItemErrors(actor, req.params.shipmentId),
  );

  member.get(
    '/fullfilment/get-shipment-items-id/:shipmentId',
    { schema: { tags, params: workbenchShipmentIdParamsSchema, response: { 200: shipmentItemsIdResponseSchema } } },
    (req, actor) => items.getShipmentItemsId(actor, req.params.shipmentId),
  );

  member.post(
    '/fullfilment/update-inbound-shipment',
    {
      schema: { tags, body: updateInboundShipmentBodySchema, response: { 200: updateInboundShipmentResponseSchema } },
    },
    (req, actor) => itemQuantity.updateInboundShipment(actor, req.body),
  );

  member.get(
    '/fullfilment/get-shipment-readiness/:shipmentId',
    {
      schema: { tags, params: workbenchShipmentIdParamsSchema, response: { 200: shipmentReadinessResponseSchema } },
    },
    (req, actor) => items.getReadiness(actor, req.params.shipmentId),
  );

  member.get(
    '/fullfilment/export-shipment/:shipmentId',
    {
      schema: {
        tags,
        params: workbenchShipmentIdParamsSchema,
        description: 'Export Shipment: Shipment_{id}.csv, one row per SKU with the spec’s columns.',
        response: { 200: z.string().describe('CSV file') },
      },
    },
    async (req, actor, reply) => {
      const { fileName, csv } = await items.exportShipment(actor, req.params.shipmentId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
}
