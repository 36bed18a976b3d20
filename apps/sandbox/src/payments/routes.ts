// The payments API under /v1: Stripe's paths, authentication, form encoding, error shapes and
// idempotent POSTs. Handlers read parameters, call the processor and return its object.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context.js';
import { registerChallengeRoutes } from './challenge.js';
import { registerElementsRoutes } from './elements.js';
import { invalidRequest, StripeApiError, type StripeErrorBody } from './errors.js';
import { canonicalJson, FormError, parseBracketForm, type FormObject } from './form.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency.js';
import {
  readAttach,
  readCancel,
  readCustomerCreate,
  readCustomerPaymentMethodList,
  readCustomerUpdate,
  readNothing,
  readPaymentIntentConfirm,
  readPaymentIntentCreate,
  readPaymentMethodCreate,
  readSetupIntentConfirm,
  readSetupIntentCreate,
  readTokenCreate,
} from './params.js';
import { randomId } from './processor.js';

type KeyKind = 'secret' | 'publishable';

interface ApiCall {
  params: FormObject;
  /** The `:id` path parameter. */
  id: string;
  request: FastifyRequest;
}

interface ApiRoute {
  method: 'GET' | 'POST';
  url: string;
  /** Which API key the endpoint takes; /v1/tokens also accepts the secret key, as Stripe does. */
  key: KeyKind;
  handler: (call: ApiCall) => unknown;
}

const SEND_PARAMETERS_AS_FORM =
  "Invalid request: send parameters as application/x-www-form-urlencoded (for example card[token]=tok_visa), as Stripe's API expects.";
const NO_API_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
const PUBLISHABLE_KEY_REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

function maskKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '*'.repeat(key.length);
}

function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}

/** The API key of the request: Bearer or Basic (key as user name), or the `key` body field of Stripe.js. */
function readApiKey(request: FastifyRequest, params: FormObject): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (bearer) return bearer[1];
    const basic = /^Basic\s+(\S+)\s*$/i.exec(header);
    if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0];
    return header;
  }
  return typeof params.key === 'string' ? params.key : undefined;
}

function authenticate(context: SandboxContext, request: FastifyRequest, params: FormObject, kind: KeyKind): string {
  const key = readApiKey(request, kind === 'publishable' ? params : {});
  const { paymentsSecretKey, paymentsPublishableKey } = context.options;
  if (!key) throw unauthorized(NO_API_KEY);
  if (key === paymentsSecretKey) return key;
  if (key === paymentsPublishableKey) {
    if (kind === 'publishable') return key;
    throw unauthorized(PUBLISHABLE_KEY_REFUSED);
  }
  throw unauthorized(`Invalid API Key provided: ${maskKey(key)}`);
}

function queryParams(request: FastifyRequest): FormObject {
  const url = request.raw.url ?? '';
  const start = url.indexOf('?');
  return start === -1 ? {} : parseBracketForm(url.slice(start + 1));
}

function bodyParams(request: FastifyRequest): FormObject {
  const body = request.body;
  return body !== null && typeof body === 'object' ? (body as FormObject) : {};
}

function execute(run: () => unknown): { status: number; body: unknown } {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: { error: error.body } };
    throw error;
  }
}

function sendError(reply: FastifyReply, status: number, error: StripeErrorBody) {
  return reply.code(status).send({ error });
}

/** The endpoints, as a table: method, path, key, and what the processor does with the parameters. */
function listApiRoutes(context: SandboxContext): ApiRoute[] {
  const processor = context.payments;
  return [
    {
      method: 'POST',
      url: '/customers',
      key: 'secret',
      handler: ({ params }) => processor.createCustomer(readCustomerCreate(params)),
    },
    {
      method: 'GET',
      url: '/customers/:id',
      key: 'secret',
      handler: ({ params, id }) => (readNothing(params), processor.getCustomer(id)),
    },
    {
      method: 'POST',
      url: '/customers/:id',
      key: 'secret',
      handler: ({ params, id }) => processor.updateCustomer(id, readCustomerUpdate(params)),
    },
    {
      method: 'GET',
      url: '/customers/:id/payment_methods',
      key: 'secret',
      handler: ({ params, id }) => processor.listCustomerPaymentMethods(id, readCustomerPaymentMethodList(params)),
    },
    {
      method: 'POST',
      url: '/payment_methods',
      key: 'secret',
      handler: ({ params }) => processor.createPaymentMethod(readPaymentMethodCreate(params)),
    },
    {
      method: 'GET',
      url: '/payment_methods/:id',
      key: 'secret',
      handler: ({ params, id }) => (readNothing(params), processor.getPaymentMethod(id)),
    },
    {
      method: 'POST',
      url: '/payment_methods/:id/attach',
      key: 'secret',
      handler: ({ params, id }) => processor.attachPaymentMethod(id, readAttach(params).customer),
    },
    {
      method: 'POST',
      url: '/payment_methods/:id/detach',
      key: 'secret',
      handler: ({ params, id }) => (readNothing(params), processor.detachPaymentMethod(id)),
    },
    {
      method: 'POST',
      url: '/setup_intents',
      key: 'secret',
      handler: ({ params }) => processor.createSetupIntent(readSetupIntentCreate(params)),
    },
    {
      method: 'GET',
      url: '/setup_intents/:id',
      key: 'secret',
      handler: ({ params, id }) => (readNothing(params), processor.getSetupIntent(id)),
    },
    {
      method: 'POST',
      url: '/setup_intents/:id/confirm',
      key: 'secret',
      handler: ({ params, id }) => processor.confirmSetupIntent(id, readSetupIntentConfirm(params)),
    },
    {
      method: 'POST',
      url: '/setup_intents/:id/cancel',
      key: 'secret',
      handler: ({ params, id }) => processor.cancelSetupIntent(id, readCancel(params)),
    },
    {
      method: 'POST',
      url: '/payment_intents',
      key: 'secret',
      handler: ({ params }) => processor.createPaymentIntent(readPaymentIntentCreate(params)),
    },
    {
      method: 'GET',
      url: '/payment_intents/:id',
      key: 'secret',
      handler: ({ params, id }) => (readNothing(params), processor.getPaymentIntent(id)),
    },
    {
      method: 'POST',
      url: '/payment_intents/:id/confirm',
      key: 'secret',
      handler: ({ params, id }) => processor.confirmPaymentIntent(id, readPaymentIntentConfirm(params)),
    },
    {
      method: 'POST',
      url: '/payment_intents/:id/cancel',
      key: 'secret',
      handler: ({ params, id }) => processor.cancelPaymentIntent(id, readCancel(params)),
    },
    {
      method: 'POST',
      url: '/tokens',
      key: 'publishable',
      handler: ({ params, request }) => processor.createToken(readTokenCreate(params), request.ip),
    },
  ];
}

/** Runs an API route: key, parameters, idempotent replay for POSTs with Idempotency-Key, handler. */
async function handleApiCall(context: SandboxContext, route: ApiRoute, request: FastifyRequest, reply: FastifyReply) {
  const params = route.method === 'GET' ? queryParams(request) : bodyParams(request);
  const apiKey = authenticate(context, request, params, route.key);
  const call: ApiCall = { params, id: (request.params as { id?: string }).id ?? '', request };
  const idempotencyKey = request.headers['idempotency-key'];
  if (route.method !== 'POST' || typeof idempotencyKey !== 'string') {
    const { status, body } = execute(() => route.handler(call));
    return reply.code(status).send(body);
  }
  if (idempotencyKey.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw invalidRequest(
      `Invalid idempotency key: keys can be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters long.`,
      'Idempotency-Key',
    );
  }
  // Stripe.js's `key` field is how it authenticates, not a parameter of the request.
  const { key: _key, ...parameters } = params;
  const fingerprint = { method: route.method, path: request.url.split('?')[0]!, parameters: canonicalJson(parameters) };
  const found = context.paymentsIdempotency.lookup(apiKey, idempotencyKey, fingerprint);
  if (found.kind === 'mismatch') return sendError(reply, 400, { type: 'idempotency_error', message: found.message });
  if (found.kind === 'replay') {
    return reply
      .code(found.response.status)
      .header('idempotent-replayed', 'true')
      .header('original-request', found.response.requestId)
      .send(found.response.body);
  }
  // The processor is synchronous, so nothing else runs between the lookup and the save.
  const { status, body } = execute(() => route.handler(call));
  // Like Stripe, keep answers of requests that ran (successes and card declines), not refusals of the input.
  if (status === 200 || status === 402) {
    context.paymentsIdempotency.save(apiKey, idempotencyKey, fingerprint, {
      status,
      body,
      requestId: reply.getHeader('request-id') as string,
    });
  }
  return reply.code(status).header('idempotency-key', idempotencyKey).send(body);
}

/** The /v1 scope: Stripe's bracket-form bodies, errors and 404s, without touching the rest of the app. */
function registerApi(app: FastifyInstance, context: SandboxContext): void {
  void app.register(
    async (api) => {
      api.removeAllContentTypeParsers();
      api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        try {
          done(null, parseBracketForm(body as string));
        } catch (error) {
          done(error instanceof FormError ? invalidRequest(error.message) : (error as Error), undefined);
        }
      });
      api.addContentTypeParser('*', (_request, _payload, done) =>
        done(invalidRequest(SEND_PARAMETERS_AS_FORM), undefined),
      );

      api.addHook('onRequest', async (request, reply) => {
        reply.header('request-id', randomId('req_', 14));
        reply.header('cache-control', 'no-cache, no-store');
        const version = request.headers['stripe-version'];
        if (typeof version === 'string') reply.header('stripe-version', version);
        // Card fields call /v1/tokens from the browser, like Stripe.js; nothing else is cross-origin.
        if (request.url.split('?')[0] === '/v1/tokens') reply.header('access-control-allow-origin', '*');
      });

      api.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
        if (error instanceof StripeApiError) {
          if (error.status === 401) reply.header('www-authenticate', 'Bearer realm="Stripe"');
          return sendError(reply, error.status, error.body);
        }
        if (error instanceof FormError)
          return sendError(reply, 400, { type: 'invalid_request_error', message: error.message });
        const status = error.statusCode ?? 500;
        if (status < 500)
          return sendError(reply, status === 413 ? 413 : 400, {
            type: 'invalid_request_error',
            message: error.message,
          });
        request.log.error(error);
        return sendError(reply, 500, {
          type: 'api_error',
          message: 'An unknown error occurred in the payments sandbox.',
        });
      });

      api.setNotFoundHandler((request, reply) =>
        sendError(reply, 404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The payments sandbox serves only the subset of Stripe's API described in apps/sandbox/README.md.`,
        }),
      );

      api.options('/tokens', async (_request, reply) =>
        reply
          .code(204)
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version')
          .header('access-control-max-age', '600')
          .send(),
      );

      for (const route of listApiRoutes(context)) {
        api.route({
          method: route.method,
          url: route.url,
          handler: (request, reply) => handleApiCall(context, route, request, reply),
        });
      }
    },
    { prefix: '/v1' },
  );
}

/** The payment processor: Stripe's REST subset, the 3-D Secure page and the hosted card fields. */
export function registerPaymentsRoutes(app: FastifyInstance, context: SandboxContext): void {
  registerApi(app, context);
  registerChallengeRoutes(app, context);
  registerElementsRoutes(app, context);
}
