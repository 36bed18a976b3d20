import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SHIPMENT_LIST_EXPORT_FILE,
  editInboundShipmentBodySchema,
  editInboundShipmentResponseSchema,
  getShipmentSettingsBodySchema,
  getShipmentsBodySchema,
  getShipmentsResponseSchema,
  shipmentExportQuerySchema,
  shipmentResponseSchema,
  shipmentRowIdParamsSchema,
  shipmentSettingsBodySchema,
  shipmentSettingsResponseSchema,
  shipmentStatsBodySchema,
  shipmentStatsParamsSchema,
  shipmentStatsResponseSchema,
  updateContentPreferenceBodySchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { ShipmentEditsService } from './shipment-edits.service.js';
import type { ShipmentsService } from './shipments.service.js';

const tags = ['shipments'];

/**
 * The shipment list and the shipment-level calls of Shipment Details (spec section 7, its
 * spellings kept). Sellers and their workers; a worker acts in the owner's account.
 */
export function registerShipmentsRoutes(
  server: FastifyInstance,
  { shipments, shipmentEdits }: { shipments: ShipmentsService; shipmentEdits: ShipmentEditsService },
): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.post(
    '/fullfilment/get-shipment-stats/:perPage/:pageNumber',
    {
      schema: {
        tags,
        params: shipmentStatsParamsSchema,
        body: shipmentStatsBodySchema,
        response: { 200: shipmentStatsResponseSchema },
      },
    },
    (req, actor) => shipments.getStats(actor, req.params, req.body),
  );

  member.post(
    '/fullfilment/get-shipments',
    { schema: { tags, body: getShipmentsBodySchema, response: { 200: getShipmentsResponseSchema } } },
    (req, actor) => shipments.getShipments(actor, req.body),
  );

  member.get(
    '/fullfilment/get-shipment/:id',
    { schema: { tags, params: shipmentRowIdParamsSchema, response: { 200: shipmentResponseSchema } } },
    (req, actor) => shipments.getShipment(actor, req.params.id),
  );

  member.get(
    '/fullfilment/export-shipments',
    {
      schema: {
        tags,
        querystring: shipmentExportQuerySchema,
        description: "The list's shipments for its filters, every page, as CSV.",
        response: { 200: z.string().describe('CSV file') },
      },
    },
    async (req, actor, reply) => {
      const csv = await shipments.exportShipments(actor, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${SHIPMENT_LIST_EXPORT_FILE}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  member.post(
    '/fullfilment/shipment-settings',
    { schema: { tags, body: shipmentSettingsBodySchema, response: { 200: shipmentSettingsResponseSchema } } },
    (req, actor) => shipmentEdits.saveSettings(actor, req.body),
  );

  member.post(
    '/fullfilment/get-shipment-settings',
    { schema: { tags, body: getShipmentSettingsBodySchema, response: { 200: shipmentSettingsResponseSchema } } },
    (req, actor) => shipmentEdits.getSettings(actor, req.body),
  );

  member.post(
    '/fullfilment/update-content-preference',
    { schema: { tags, body: updateContentPreferenceBodySchema, response: { 200: shipmentSettingsResponseSchema } } },
    (req, actor) => shipmentEdits.updateContentPreference(actor, req.body),
  );

  member.patch(
    '/fullfilment/edit-inbound-shipment',
    { schema: { tags, body: editInboundShipmentBodySchema, response: { 200: editInboundShipmentResponseSchema } } },
    (req, actor) => shipmentEdits.editShipment(actor, req.body),
  );
}
