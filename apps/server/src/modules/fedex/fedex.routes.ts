import { z } from 'zod';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  fedexBoxLabelParamsSchema,
  fedexCreateShipmentBodySchema,
  fedexCreateShipmentResponseSchema,
  fedexLabelsParamsSchema,
  fedexLabelsResponseSchema,
  fedexRatesResponseSchema,
  fedexShipmentBodySchema,
  messageResponseSchema,
} from '@stowline/domain';
import { authedRoutes } from '../../lib/authed-routes.js';
import type { FedexService } from './fedex.service.js';

const tags = ['fedex'];

/**
 * Spec document 2, section 7 'Carrier (FedEx)'. Rates, create and cancel spend the seller's money
 * at FedEx: the seller only (workers 403). Anyone of the account may download the labels.
 */
export function registerFedexRoutes(server: FastifyInstance, fedex: FedexService): void {
  const member = authedRoutes(server, { auth: 'member' });
  const seller = authedRoutes(server, { auth: 'seller' });

  seller.post(
    '/fedex/rates/quotes',
    { schema: { tags, body: fedexShipmentBodySchema, response: { 200: fedexRatesResponseSchema } } },
    (req, actor) => fedex.rates(actor, req.body.shipmentId),
  );

  seller.post(
    '/fedex/create-shipment',
    { schema: { tags, body: fedexCreateShipmentBodySchema, response: { 200: fedexCreateShipmentResponseSchema } } },
    (req, actor) => fedex.create(actor, req.body),
  );

  seller.put(
    '/fedex/cancel-shipment',
    { schema: { tags, body: fedexShipmentBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => fedex.cancel(actor, req.body.shipmentId),
  );

  member.get(
    '/fedex/labels/:shipmentId',
    { schema: { tags, params: fedexLabelsParamsSchema, response: { 200: fedexLabelsResponseSchema } } },
    (req, actor) => fedex.labels(actor, req.params.shipmentId),
  );

  const sendPdf = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      // Bytes skip the JSON serializer; the schema only documents the file for /api/docs.
      .send(pdf as unknown as string);

  // Registered before /:boxId: the static segment wins.
  member.get(
    '/fedex/labels/:shipmentId/all',
    {
      schema: {
        tags,
        params: fedexLabelsParamsSchema,
        description: "Every box's FedEx label in box order, one PDF (application/pdf).",
        response: { 200: z.string().describe('PDF file') },
      },
    },
    async (req, actor, reply) => sendPdf(reply, await fedex.allLabels(actor, req.params.shipmentId)),
  );

  member.get(
    '/fedex/labels/:shipmentId/:boxId',
    {
      schema: {
        tags,
        params: fedexBoxLabelParamsSchema,
        description: "The box's FedEx label as FedEx sent it (application/pdf).",
        response: { 200: z.string().describe('PDF file') },
      },
    },
    async (req, actor, reply) => sendPdf(reply, await fedex.boxLabel(actor, req.params.shipmentId, req.params.boxId)),
  );
}
