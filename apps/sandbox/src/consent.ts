import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxContext } from './context.js';
import { renderConsent, renderError, renderSignIn, type ConsentParams } from './consent-page.js';
import { startSellerCentralSession } from './seller-central.js';
import { demoSellers, readSignedSeller, sendHtml as html, signSeller } from './signed-in.js';

const APPLICATION_NAME = 'Stowline';
const TICKET_TTL_MS = 15 * 60_000;

/** The consent request's parameters, or the reason to refuse it (never redirect then). */
function readParams(context: SandboxContext, source: unknown): ConsentParams | string {
  const s = (typeof source === 'object' && source !== null ? source : {}) as Record<string, unknown>;
  const get = (name: string) => (typeof s[name] === 'string' ? (s[name] as string) : '');
  const params: ConsentParams = {
    application_id: get('application_id'),
    state: get('state'),
    redirect_uri: get('redirect_uri'),
    ...(get('version') ? { version: get('version') } : {}),
  };
  if (params.application_id !== context.options.applicationId)
    return `Unknown application_id "${params.application_id}".`;
  if (!params.state) return 'The request has no state parameter.';
  if (!params.redirect_uri) return 'The request has no redirect_uri parameter.';
  try {
    const url = new URL(params.redirect_uri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The redirect_uri must be an http or https URL.';
  } catch {
    return 'The redirect_uri is not a valid URL.';
  }
  return params;
}

/** What a consent ticket is bound to: the request it was issued for. */
const ticketPurpose = (params: ConsentParams) => ['consent', params.application_id, params.state, params.redirect_uri];

function redirectWith(reply: FastifyReply, redirectUri: string, values: Record<string, string>) {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return reply.redirect(url.toString(), 302);
}

/** Seller Central's website authorization workflow: sign in, then Authorize or Cancel. */
export function registerConsentRoutes(app: FastifyInstance, context: SandboxContext): void {
  const demo = () => demoSellers(context);

  app.get('/apps/authorize/consent', async (request, reply) => {
    const params = readParams(context, request.query);
    if (typeof params === 'string') return html(reply, 400, renderError(params));
    return html(reply, 200, renderSignIn(params, demo()));
  });

  app.post('/apps/authorize/consent', async (request, reply) => {
    const params = readParams(context, request.body);
    if (typeof params === 'string') return html(reply, 400, renderError(params));
    const body = request.body as Record<string, string | undefined>;
    if (body.step === 'decide') {
      const sellerId = readSignedSeller(context, body.ticket ?? '', ticketPurpose(params));
      const seller = sellerId ? context.findSeller(sellerId) : undefined;
      if (!seller) return html(reply, 200, renderSignIn(params, demo(), 'Your sign-in has expired. Sign in again.'));
      if (body.decision === 'authorize') {
        return redirectWith(reply, params.redirect_uri, {
          spapi_oauth_code: context.tokens.issueCode(seller.sellerId, params.redirect_uri),
          state: params.state,
          selling_partner_id: seller.sellerId,
          mws_auth_token: seller.mwsAuthToken,
        });
      }
      return redirectWith(reply, params.redirect_uri, {
        error: 'access_denied',
        error_description: 'The seller declined to authorize the application.',
        state: params.state,
      });
    }
    const email = (body.email ?? '').trim();
    const seller = context.findSellerByEmail(email);
    if (!seller)
      return html(
        reply,
        200,
        renderSignIn(params, demo(), 'We cannot find an account with that email address.', email),
      );
    if (body.password !== seller.password)
      return html(reply, 200, renderSignIn(params, demo(), 'Your password is incorrect.', email));
    const ticket = signSeller(context, seller.sellerId, context.now() + TICKET_TTL_MS, ticketPurpose(params));
    // Signed in to Seller Central too: the shipment summaries Stowline links to open without another sign-in.
    startSellerCentralSession(reply, context, seller.sellerId);
    return html(reply, 200, renderConsent(params, APPLICATION_NAME, seller.name, ticket));
  });
}
