import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { SandboxContext } from './context.js';
import { registerConsentRoutes } from './consent.js';
import { registerControlRoutes } from './control.js';
import { sendErrors, sendInvalidInput } from './errors.js';
import { registerFedexRoutes } from './fedex/routes.js';
import { registerLwaRoutes } from './lwa.js';
import { registerCatalogRoutes } from './ops/catalog.js';
import { registerImageRoutes } from './ops/images.js';
import { registerInboundV0Routes } from './ops/inbound-v0.js';
import { registerBillOfLadingRoutes } from './ops/bill-of-lading.js';
import { registerInboundV0LabelRoutes } from './ops/inbound-v0-labels.js';
import { registerInboundV2024Routes } from './ops/inbound-v2024.js';
import { registerInventoryRoutes } from './ops/inventory.js';
import { registerReportsRoutes } from './ops/reports.js';
import { registerListingsRoutes } from './ops/listings.js';
import { registerSellersRoutes } from './ops/sellers.js';
import { InvalidInput } from './params.js';
import { registerPaymentsRoutes } from './payments/routes.js';
import { registerSellerCentralRoutes } from './seller-central.js';

/** The sandbox's HTTP app: LWA, consent page, shipment summary pages, SP-API operations, the payment processor and the /_sandbox controls. */
export function buildSandboxApp(context: SandboxContext, logger: boolean): FastifyInstance {
  const app = Fastify({ logger, forceCloseConnections: true, bodyLimit: 1024 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof InvalidInput) return sendInvalidInput(reply, error.message);
    const status = error.statusCode ?? 500;
    if (request.url.startsWith('/auth/o2/token')) {
      return reply.code(400).send({
        error: 'invalid_request',
        error_description: status < 500 ? error.message : 'The request could not be processed.',
      });
    }
    if (status < 500) return sendErrors(reply, status, { code: 'InvalidInput', message: error.message });
    request.log.error(error);
    return sendErrors(reply, 500, {
      code: 'InternalFailure',
      message: 'We encountered an internal error. Please try again.',
    });
  });

  // Every answer that may have changed the state is saved before it is sent, so nothing a
  // client was told is lost if the process stops right after.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') context.persist();
    return payload;
  });

  app.setNotFoundHandler((request, reply) => {
    reply.header('x-amzn-RequestId', randomUUID());
    return sendErrors(reply, 404, {
      code: 'NotFound',
      message: `Resource ${request.method} ${request.url.split('?')[0]} not found.`,
    });
  });

  app.get('/', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        'Stowline marketplace sandbox: SP-API, LWA and consent simulator, and a Stripe-subset payment processor (/v1, /v3/). Demo sellers: GET /_sandbox/sellers\n',
      ),
  );

  registerLwaRoutes(app, context);
  registerConsentRoutes(app, context);
  registerSellerCentralRoutes(app, context);
  registerControlRoutes(app, context);
  registerSellersRoutes(app, context);
  registerListingsRoutes(app, context);
  registerReportsRoutes(app, context);
  registerCatalogRoutes(app, context);
  registerImageRoutes(app, context);
  registerInventoryRoutes(app, context);
  registerInboundV0Routes(app, context);
  registerBillOfLadingRoutes(app, context);
  registerInboundV0LabelRoutes(app, context);
  registerInboundV2024Routes(app, context);
  registerPaymentsRoutes(app, context);
  registerFedexRoutes(app, context);
  return app;
}
