import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addItemToBoxBodySchema,
  addScanItemToBoxBodySchema,
  addScanItemToBoxResponseSchema,
  applyAutoPackBodySchema,
  applyAutoPackResponseSchema,
  autoPackSuggestionResponseSchema,
  boxChangeResponseSchema,
  boxesChangeResponseSchema,
  boxesErrorsResponseSchema,
  boxesNumberResponseSchema,
  boxIdsBodySchema,
  createBoxesBodySchema,
  createBoxesResponseSchema,
  deleteItemFromBoxBodySchema,
  getBoxesBodySchema,
  getBoxesResponseSchema,
  packBoxesBodySchema,
  packBoxesResponseSchema,
  unitHistoryExportQuerySchema,
  unitHistoryFileName,
  unitHistoryQuerySchema,
  unitHistoryResponseSchema,
  updateBoxItemQuantityBodySchema,
  updateBoxTrackingIdBodySchema,
  updateBoxTrackingIdResponseSchema,
  updateDimensionsBodySchema,
  updatedBoxesResponseSchema,
  workbenchIdParamsSchema,
  workbenchShipmentIdParamsSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { AutoPackService } from './auto-pack.service.js';
import type { BoxItemsService } from './box-items.service.js';
import type { BoxesService } from './boxes.service.js';
import type { UnitHistoryService } from './unit-history.service.js';

const tags = ['boxes'];

/**
 * The box calls of the shipment workbench (spec document 2, section 7 "Boxes", paths as the spec
 * writes them) and the unit audit trail. Workers pack boxes for their seller (spec section 1), so
 * every call is the seller's or a worker's, in the seller's account.
 */
export function registerBoxesRoutes(
  server: FastifyInstance,
  services: {
    boxes: BoxesService;
    boxItems: BoxItemsService;
    autoPack: AutoPackService;
    unitHistory: UnitHistoryService;
  },
): void {
  const { boxes, boxItems, autoPack, unitHistory } = services;
  const member = authedRoutes(server, { auth: 'member' });

  member.post(
    '/fullfilment/get-boxes',
    { schema: { tags, body: getBoxesBodySchema, response: { 200: getBoxesResponseSchema } } },
    (req, actor) => boxes.getBoxes(actor, req.body),
  );

  member.get(
    '/fullfilment/get-boxes-number/:id',
    { schema: { tags, params: workbenchIdParamsSchema, response: { 200: boxesNumberResponseSchema } } },
    (req, actor) => boxes.boxesNumber(actor, req.params.id),
  );

  member.post(
    '/fullfilment/create-boxes',
    { schema: { tags, body: createBoxesBodySchema, response: { 200: createBoxesResponseSchema } } },
    (req, actor) => boxes.createBoxes(actor, req.body),
  );

  member.post(
    '/fullfilment/delete-boxes',
    { schema: { tags, body: boxIdsBodySchema, response: { 200: boxesChangeResponseSchema } } },
    (req, actor) => boxes.deleteBoxes(actor, req.body),
  );

  member.post(
    '/fullfilment/clear-boxes',
    { schema: { tags, body: boxIdsBodySchema, response: { 200: boxesChangeResponseSchema } } },
    (req, actor) => boxItems.clearBoxes(actor, req.body),
  );

  member.post(
    '/fullfilment/update-dimesions',
    { schema: { tags, body: updateDimensionsBodySchema, response: { 200: updatedBoxesResponseSchema } } },
    (req, actor) => boxes.updateDimensions(actor, req.body),
  );

  member.post(
    '/fullfilment/add-item-to-box',
    { schema: { tags, body: addItemToBoxBodySchema, response: { 200: boxChangeResponseSchema } } },
    (req, actor) => boxItems.addItemToBox(actor, req.body),
  );

  member.post(
    '/fullfilment/add-scan-item-to-box',
    { schema: { tags, body: addScanItemToBoxBodySchema, response: { 200: addScanItemToBoxResponseSchema } } },
    (req, actor) => boxItems.addScanItemToBox(actor, req.body),
  );

  member.post(
    '/fullfilment/delete-item-from-boxes',
    { schema: { tags, body: deleteItemFromBoxBodySchema, response: { 200: boxChangeResponseSchema } } },
    (req, actor) => boxItems.deleteItemFromBoxes(actor, req.body),
  );

  member.post(
    '/fullfilment/update-box-item-quantity',
    { schema: { tags, body: updateBoxItemQuantityBodySchema, response: { 200: boxChangeResponseSchema } } },
    (req, actor) => boxItems.updateBoxItemQuantity(actor, req.body),
  );

  member.post(
    '/fullfilment/update-box-tracking-id',
    { schema: { tags, body: updateBoxTrackingIdBodySchema, response: { 200: updateBoxTrackingIdResponseSchema } } },
    (req, actor) => boxes.updateBoxTrackingId(actor, req.body),
  );

  member.get(
    '/fullfilment/get-boxes-errors/:id',
    { schema: { tags, params: workbenchIdParamsSchema, response: { 200: boxesErrorsResponseSchema } } },
    (req, actor) => boxes.boxesErrors(actor, req.params.id),
  );

  member.patch(
    '/fullfilment/pack-boxes-with-case-qty',
    { schema: { tags, body: packBoxesBodySchema, response: { 200: packBoxesResponseSchema } } },
    (req, actor) => autoPack.packBoxes(actor, req.body),
  );

  member.get(
    '/fullfilment/get-auto-pack/:id',
    { schema: { tags, params: workbenchIdParamsSchema, response: { 200: autoPackSuggestionResponseSchema } } },
    (req, actor) => autoPack.autoPack(actor, req.params.id),
  );

  member.post(
    '/fullfilment/apply-auto-pack',
    { schema: { tags, body: applyAutoPackBodySchema, response: { 200: applyAutoPackResponseSchema } } },
    (req, actor) => autoPack.applyAutoPack(actor, req.body),
  );

  member.get(
    '/fullfilment/shipment-history/:shipmentId',
    {
      schema: {
        tags,
        params: workbenchShipmentIdParamsSchema,
        querystring: unitHistoryQuerySchema,
        response: { 200: unitHistoryResponseSchema },
      },
    },
    (req, actor) => unitHistory.history(actor, req.params.shipmentId, req.query),
  );

  member.get(
    '/fullfilment/shipment-history/:shipmentId/export',
    {
      schema: {
        tags,
        params: workbenchShipmentIdParamsSchema,
        querystring: unitHistoryExportQuerySchema,
        description: 'The unit history as CSV (text/csv), newest first.',
        response: { 200: z.string().describe('CSV file') },
      },
    },
    async (req, actor, reply) => {
      const { shipmentId, csv } = await unitHistory.historyCsv(actor, req.params.shipmentId, req.query.boxId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${unitHistoryFileName(shipmentId)}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  member.get(
    '/fullfilment/export-boxes/:shipmentId',
    {
      schema: {
        tags,
        params: workbenchShipmentIdParamsSchema,
        description:
          'Export Boxes: the shipment’s boxes (tab-delimited), one row per box and SKU with box weight and dimensions.',
        response: { 200: z.string().describe('TSV file') },
      },
    },
    async (req, actor, reply) => {
      const { fileName, tsv } = await boxes.boxContentExport(actor, req.params.shipmentId);
      return reply
        .type('text/tab-separated-values; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(tsv);
    },
  );

  member.get(
    '/fullfilment/export-boxes-for-amazon/:shipmentId',
    {
      schema: {
        tags,
        params: workbenchShipmentIdParamsSchema,
        description:
          'Export Boxes for Amazon: the pack list Seller Central’s upload takes (tab-delimited): SKUs down, two columns a box across, box weight and dimension rows.',
        response: { 200: z.string().describe('TSV file') },
      },
    },
    async (req, actor, reply) => {
      const { fileName, tsv } = await boxes.packListExport(actor, req.params.shipmentId);
      return reply
        .type('text/tab-separated-values; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(tsv);
    },
  );
}
