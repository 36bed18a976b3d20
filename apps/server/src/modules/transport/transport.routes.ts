import type { FastifyInstance } from 'fastify';
import {
  billOfLadingResponseSchema,
  confirmTransportBodySchema,
  confirmTransportResponseSchema,
  syncTransportBodySchema,
  transportParamsSchema,
  transportResponseSchema,
  transportShipmentBodySchema,
  voidTransportBodySchema,
  voidTransportResponseSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { TransportService } from './transport.service.js';

const tags = ['transport'];

/**
 * Transport with Amazon (spec document 2, sections 4, 5, 7, 8, 9; paths as the spec writes them).
 * Workers may read and estimate; confirm, void, mark shipped and feed resubmits are refused to
 * them in the service (403 `workerNotAllowed`).
 */
export function registerTransportRoutes(server: FastifyInstance, transport: TransportService): void {
  const member = authedRoutes(server, { auth: 'member' });

  member.get(
    '/fullfilment/get-transport/:shipmentId',
    { schema: { tags, params: transportParamsSchema, response: { 200: transportResponseSchema } } },
    (req, actor) => transport.get(actor, req.params.shipmentId),
  );

  member.post(
    '/fullfilment/sync-transport-content',
    { schema: { tags, body: syncTransportBodySchema, response: { 202: transportResponseSchema } } },
    async (req, actor, reply) => reply.status(202).send(await transport.estimate(actor, req.body)),
  );

  member.post(
    '/fullfilment/confirm-transport-shipment-content',
    {
      schema: {
        tags,
        body: confirmTransportBodySchema,
        response: { 200: confirmTransportResponseSchema, 202: confirmTransportResponseSchema },
      },
    },
    async (req, actor, reply) => {
      const answer = await transport.confirm(actor, req.body);
      return reply.status(answer.transport.step ? 202 : 200).send(answer);
    },
  );

  member.post(
    '/fullfilment/voide-transport-content',
    { schema: { tags, body: voidTransportBodySchema, response: { 202: voidTransportResponseSchema } } },
    async (req, actor, reply) => reply.status(202).send(await transport.voidTransport(actor, req.body)),
  );

  member.post(
    '/fullfilment/marked-as-shipped',
    { schema: { tags, body: transportShipmentBodySchema, response: { 200: transportResponseSchema } } },
    (req, actor) => transport.markShipped(actor, req.body.shipmentId),
  );

  member.get(
    '/fullfilment/download-bol/:shipmentId',
    { schema: { tags, params: transportParamsSchema, response: { 200: billOfLadingResponseSchema } } },
    (req, actor) => transport.downloadBol(actor, req.params.shipmentId),
  );

  member.post(
    '/fullfilment/sync-feeds',
    { schema: { tags, body: transportShipmentBodySchema, response: { 202: transportResponseSchema } } },
    async (req, actor, reply) => reply.status(202).send(await transport.syncFeeds(actor, req.body.shipmentId)),
  );
}
