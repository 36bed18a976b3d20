import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addShipFromWarehouseBodySchema,
  chooseOptionBodySchema,
  chooseOptionResponseSchema,
  contentPreviewParamsSchema,
  contentUpdateBodySchema,
  contentUpdateConfirmResponseSchema,
  contentUpdatePreviewResponseSchema,
  createInboundShipmentBodySchema,
  createInboundShipmentResponseSchema,
  deleteInboundShipmentParamsSchema,
  existingShipmentIdParamsSchema,
  existingShipmentsResponseSchema,
  getShipmentPlanBodySchema,
  getShipmentPlanCasesBodySchema,
  getShipmentPlanOneBodySchema,
  getWarehousesBodySchema,
  messageResponseSchema,
  packedShipmentParamsSchema,
  planRequestIdParamsSchema,
  planRequestListQuerySchema,
  planRequestListResponseSchema,
  planRequestResponseSchema,
  shipmentIdParamsSchema,
  storeMarketplaceQuerySchema,
  suggestedShipmentsResponseSchema,
  warehouseListResponseSchema,
  warehouseResponseSchema,
  type PlanRequestMode,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { InboundService } from './inbound.service.js';

const tags = ['create shipment'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(8).max(100).optional() });

/** The plan calls: the spec's get-shipment-plan and its variants (see packages/domain inbound-plans.ts). */
const PLAN_CALLS: { path: string; mode: PlanRequestMode; body: typeof getShipmentPlanBodySchema }[] = [
  { path: '/createShipment/get-shipment-plan', mode: 'standard', body: getShipmentPlanBodySchema },
  { path: '/createShipment/get-shipment-plan-cases', mode: 'cases', body: getShipmentPlanCasesBodySchema },
  { path: '/createShipment/get-shipment-plan-one', mode: 'one', body: getShipmentPlanOneBodySchema },
  { path: '/createShipment/get-shipment-plan-all', mode: 'all', body: getShipmentPlanBodySchema },
  { path: '/createShipment/get-shipment-plan-one-by-one', mode: 'one-by-one', body: getShipmentPlanBodySchema },
];

/**
 * Creating shipments (spec document 3, section 7, on Amazon's v2024-03-20 API). Workers create
 * shipments like their seller (spec section 1), so every call is the seller's or a worker's.
 */
export function registerInboundRoutes(server: FastifyInstance, inbound: InboundService): void {
  const member = authedRoutes(server, { auth: 'member' });

  for (const call of PLAN_CALLS) {
    member.post(
      call.path,
      {
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: call.body,
          response: { 200: planRequestResponseSchema },
        },
      },
      (req, actor) => inbound.requestPlan(actor, call.mode, req.body, req.headers['idempotency-key']),
    );
  }

  member.get(
    '/createShipment/plan-requests',
    { schema: { tags, querystring: planRequestListQuerySchema, response: { 200: planRequestListResponseSchema } } },
    (req, actor) => inbound.listPlanRequests(actor, req.query.storeMarketplaceId, req.query.limit),
  );

  member.get(
    '/createShipment/plan-requests/:id',
    { schema: { tags, params: planRequestIdParamsSchema, response: { 200: planRequestResponseSchema } } },
    (req, actor) => inbound.getPlanRequest(actor, req.params.id),
  );

  member.delete(
    '/createShipment/plan-requests/:id',
    { schema: { tags, params: planRequestIdParamsSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => inbound.dismiss(actor, req.params.id),
  );

  member.post(
    '/createShipment/plan-requests/:id/choose-option',
    {
      schema: {
        tags,
        params: planRequestIdParamsSchema,
        body: chooseOptionBodySchema,
        response: { 200: chooseOptionResponseSchema },
      },
    },
    (req, actor) => inbound.chooseOption(actor, req.params.id, req.body),
  );

  member.post(
    '/createShipment/create-inbound-shipment/:ShipmentId',
    {
      schema: {
        tags,
        params: shipmentIdParamsSchema,
        body: createInboundShipmentBodySchema,
        response: { 200: createInboundShipmentResponseSchema },
      },
    },
    (req, actor) => inbound.createShipment(actor, req.params.ShipmentId, req.body),
  );

  member.post(
    '/createShipment/packed-shipments/:id/send-box-contents',
    {
      schema: {
        tags,
        params: packedShipmentParamsSchema,
        response: { 200: createInboundShipmentResponseSchema },
      },
    },
    (req, actor) => inbound.sendBoxContents(actor, req.params.id),
  );

  member.delete(
    '/createShipment/update-inbound-shipment/:ShipmentId',
    { schema: { tags, params: deleteInboundShipmentParamsSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => inbound.cancelShipment(actor, req.params.ShipmentId),
  );

  member.post(
    '/createShipment/get-warehouses',
    { schema: { tags, body: getWarehousesBodySchema, response: { 200: warehouseListResponseSchema } } },
    (req, actor) => inbound.getWarehouses(actor, req.body?.search),
  );

  member.post(
    '/createShipment/add-warehouse',
    { schema: { tags, body: addShipFromWarehouseBodySchema, response: { 201: warehouseResponseSchema } } },
    async (req, actor, reply) => reply.status(201).send(await inbound.addWarehouse(actor, req.body)),
  );

  member.get(
    '/createShipment/existing-shipments',
    { schema: { tags, querystring: storeMarketplaceQuerySchema, response: { 200: existingShipmentsResponseSchema } } },
    (req, actor) => inbound.existingShipments(actor, req.query.storeMarketplaceId),
  );

  member.post(
    '/createShipment/existing-shipments/:id/content-update-previews',
    {
      schema: {
        tags,
        params: existingShipmentIdParamsSchema,
        body: contentUpdateBodySchema,
        response: { 200: contentUpdatePreviewResponseSchema },
      },
    },
    (req, actor) => inbound.previewContentUpdate(actor, req.params.id, req.body),
  );

  member.post(
    '/createShipment/existing-shipments/:id/content-update-previews/:previewId/confirm',
    {
      schema: { tags, params: contentPreviewParamsSchema, response: { 200: contentUpdateConfirmResponseSchema } },
    },
    (req, actor) => inbound.confirmContentUpdate(actor, req.params.id, req.params.previewId),
  );

  member.get(
    '/createShipment/suggested-shipments',
    {
      schema: { tags, querystring: storeMarketplaceQuerySchema, response: { 200: suggestedShipmentsResponseSchema } },
    },
    (req, actor) => inbound.suggestions(actor, req.query.storeMarketplaceId),
  );
}
