import type { FastifyInstance } from 'fastify';
import { authedRoutes } from '../../lib/authed-routes.js';
import { z } from 'zod';
import {
  addCardBodySchema,
  billingAddressResponseSchema,
  billingAddressSchema,
  invoiceParamsSchema,
  cardActionResponseSchema,
  cardsResponseSchema,
  completeAuthenticationBodySchema,
  invoicesQuerySchema,
  invoicesResponseSchema,
  messageResponseSchema,
  paymentConfigResponseSchema,
  retryPaymentBodySchema,
  subscribeBodySchema,
  subscriptionResponseSchema,
  updateCardBodySchema,
} from '@stowline/domain';
import type { BillingService } from './billing.service.js';

const tags = ['payment'];

/** Billing is the seller's alone: workers neither see nor change it (spec document 1, section 6). */
export function registerBillingRoutes(server: FastifyInstance, billing: BillingService): void {
  const approvedSeller = authedRoutes(server, { auth: 'seller', gate: 'approved' });

  approvedSeller.get('/payment/config', { schema: { tags, response: { 200: paymentConfigResponseSchema } } }, () =>
    billing.getConfig(),
  );

  approvedSeller.post(
    '/payment/add-payment-card-details',
    { schema: { tags, body: subscribeBodySchema, response: { 200: cardActionResponseSchema } } },
    (req, actor) => billing.subscribe(actor, req.body),
  );

  approvedSeller.post(
    '/payment/complete-authentication',
    { schema: { tags, body: completeAuthenticationBodySchema, response: { 200: cardActionResponseSchema } } },
    (req, actor) => billing.completeAuthentication(actor, req.body.intentId),
  );

  approvedSeller.get(
    '/payment/get-payment-cards',
    { schema: { tags, response: { 200: cardsResponseSchema } } },
    (_req, actor) => billing.listCards(actor),
  );

  approvedSeller.put(
    '/payment/add-new-payment-card',
    { schema: { tags, body: addCardBodySchema, response: { 200: cardActionResponseSchema } } },
    (req, actor) => billing.addCard(actor, req.body),
  );

  approvedSeller.put(
    '/payment/update-payment-card',
    { schema: { tags, body: updateCardBodySchema, response: { 200: messageResponseSchema } } },
    (req, actor) => billing.updateCard(actor, req.body),
  );

  approvedSeller.get(
    '/payment/subscription',
    { schema: { tags, response: { 200: subscriptionResponseSchema } } },
    (_req, actor) => billing.getSubscription(actor),
  );

  approvedSeller.post(
    '/payment/cancel-subscription',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    (_req, actor) => billing.cancel(actor),
  );

  approvedSeller.post(
    '/payment/resume-subscription',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    (req, actor) => billing.resume(actor),
  );

  approvedSeller.get(
    '/payment/billing-address',
    { schema: { tags, response: { 200: billingAddressResponseSchema } } },
    (req, actor) => billing.getBillingAddress(actor),
  );

  approvedSeller.put(
    '/payment/billing-address',
    { schema: { tags, body: billingAddressSchema, response: { 200: messageResponseSchema } } },
    (req, actor) => billing.updateBillingAddress(actor, req.body),
  );

  approvedSeller.get(
    '/payment/invoices/:id/receipt',
    {
      schema: {
        tags,
        params: invoiceParamsSchema,
        description: 'The paid invoice as a PDF receipt (application/pdf).',
        response: { 200: z.string().describe('PDF file') },
      },
    },
    async (req, actor, reply) => {
      const { fileName, pdf } = await billing.getReceipt(actor, req.params.id);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          // Bytes skip the JSON serializer; the schema only documents the file for /api/docs.
          .send(pdf as unknown as string)
      );
    },
  );

  approvedSeller.post(
    '/payment/retry-failed-transaction',
    { schema: { tags, body: retryPaymentBodySchema.optional(), response: { 200: cardActionResponseSchema } } },
    (req, actor) => billing.retry(actor, req.body?.returnPath),
  );

  approvedSeller.get(
    '/payment/get-invoices',
    { schema: { tags, querystring: invoicesQuerySchema, response: { 200: invoicesResponseSchema } } },
    (req, actor) => billing.listInvoices(actor, req.query.filters),
  );
}
