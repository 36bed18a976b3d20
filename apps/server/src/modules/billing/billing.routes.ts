import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { z } from 'zod';
import type { BillingService } from './billing.service.js';

const tags = ['payment'];

/** Billing is the seller's alone: workers neither see nor change it (spec document 1, section 6). */
export function registerBillingRoutes(server: FastifyInstance, billing: BillingService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Onboarding and payment calls: open before the dashboard, as their screens are.
  const seller = { auth: 'seller', gate: 'approved' } as const;

  app.get('/payment/config', { schema: { tags, response: { 200: paymentConfigResponseSchema } }, config: seller }, () =>
    billing.getConfig(),
  );

  app.post(
    '/payment/add-payment-card-details',
    { schema: { tags, body: subscribeBodySchema, response: { 200: cardActionResponseSchema } }, config: seller },
    (req) => billing.subscribe(req.actor!, req.body),
  );

  app.post(
    '/payment/complete-authentication',
    {
      schema: { tags, body: completeAuthenticationBodySchema, response: { 200: cardActionResponseSchema } },
      config: seller,
    },
    (req) => billing.completeAuthentication(req.actor!, req.body.intentId),
  );

  app.get(
    '/payment/get-payment-cards',
    { schema: { tags, response: { 200: cardsResponseSchema } }, config: seller },
    (req) => billing.listCards(req.actor!),
  );

  app.put(
    '/payment/add-new-payment-card',
    { schema: { tags, body: addCardBodySchema, response: { 200: cardActionResponseSchema } }, config: seller },
    (req) => billing.addCard(req.actor!, req.body),
  );

  app.put(
    '/payment/update-payment-card',
    { schema: { tags, body: updateCardBodySchema, response: { 200: messageResponseSchema } }, config: seller },
    (req) => billing.updateCard(req.actor!, req.body),
  );

  app.get(
    '/payment/subscription',
    { schema: { tags, response: { 200: subscriptionResponseSchema } }, config: seller },
    (req) => billing.getSubscription(req.actor!),
  );

  app.post(
    '/payment/cancel-subscription',
    { schema: { tags, response: { 200: messageResponseSchema } }, config: seller },
    (req) => billing.cancel(req.actor!),
  );

  app.post(
    '/payment/resume-subscription',
    { schema: { tags, response: { 200: messageResponseSchema } }, config: seller },
    (req) => billing.resume(req.actor!),
  );

  app.get(
    '/payment/billing-address',
    { schema: { tags, response: { 200: billingAddressResponseSchema } }, config: seller },
    (req) => billing.getBillingAddress(req.actor!),
  );

  app.put(
    '/payment/billing-address',
    { schema: { tags, body: billingAddressSchema, response: { 200: messageResponseSchema } }, config: seller },
    (req) => billing.updateBillingAddress(req.actor!, req.body),
  );

  app.get(
    '/payment/invoices/:id/receipt',
    {
      schema: {
        tags,
        params: invoiceParamsSchema,
        description: 'The paid invoice as a PDF receipt (application/pdf).',
        response: { 200: z.string().describe('PDF file') },
      },
      config: seller,
    },
    async (req, reply) => {
      const { fileName, pdf } = await billing.getReceipt(req.actor!, req.params.id);
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

  app.post(
    '/payment/retry-failed-transaction',
    {
      schema: { tags, body: retryPaymentBodySchema.optional(), response: { 200: cardActionResponseSchema } },
      config: seller,
    },
    (req) => billing.retry(req.actor!, req.body?.returnPath),
  );

  app.get(
    '/payment/get-invoices',
    { schema: { tags, querystring: invoicesQuerySchema, response: { 200: invoicesResponseSchema } }, config: seller },
    (req) => billing.listInvoices(req.actor!, req.query.filters),
  );
}
