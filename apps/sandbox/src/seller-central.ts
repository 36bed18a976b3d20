import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context.js';
import { MARKETPLACES } from './data/marketplaces.js';
import type { DemoSeller } from './data/sellers.js';
import { shipmentsOf } from './ops/inbound-v0.js';
import {
  renderOpening,
  renderShipmentNotFound,
  renderShipmentSummary,
  renderSummarySignIn,
  SHIPMENT_SUMMARY_PATH,
} from './seller-central-page.js';
import { demoSellers, readSignedSeller, sendHtml as html, signSeller } from './signed-in.js';

const SESSION_COOKIE = 'sandbox_seller_central';
const SESSION_MS = 12 * 60 * 60_000;
const SESSION_PURPOSE = ['seller-central-session'];

/**
 * Signs the browser in to the sandbox's Seller Central as `sellerId` (a signed cookie, 12 hours),
 * as signing in to Amazon's consent page signs a seller in to Seller Central.
 */
export function startSellerCentralSession(reply: FastifyReply, context: SandboxContext, sellerId: string): void {
  const value = signSeller(context, sellerId, context.now() + SESSION_MS, SESSION_PURPOSE);
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_MS / 1000}`,
  );
}

/** The seller the browser is signed in as, if its cookie is ours and not expired. */
function sessionSeller(context: SandboxContext, request: FastifyRequest): DemoSeller | undefined {
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_COOKIE}=`));
  const sellerId = readSignedSeller(context, cookie?.slice(SESSION_COOKIE.length + 1) ?? '', SESSION_PURPOSE);
  return sellerId ? context.findSeller(sellerId) : undefined;
}

/** The FBA id asked for, or '' when none (or none that could be one) is named. */
function askedShipmentId(request: FastifyRequest): string {
  const id = (request.query as Record<string, unknown>).shipmentId;
  return typeof id === 'string' && /^[A-Za-z0-9]{1,40}$/.test(id) ? id : '';
}

/**
 * Seller Central's Summary of one inbound shipment, for the signed-in seller's own shipments only
 * (anything else is a 404 page): its id, name, status, destination and items, from the same state
 * v0 getShipments reports. Stowline links here (`#FBA…/summary/tracking`) when it runs with the sandbox.
 */
export function registerSellerCentralRoutes(app: FastifyInstance, context: SandboxContext): void {
  const demo = () => demoSellers(context);
  const backTo = (shipmentId: string) =>
    shipmentId ? `${SHIPMENT_SUMMARY_PATH}?shipmentId=${encodeURIComponent(shipmentId)}` : SHIPMENT_SUMMARY_PATH;

  app.get(SHIPMENT_SUMMARY_PATH, async (request, reply) => {
    const shipmentId = askedShipmentId(request);
    if (!shipmentId) return html(reply, 200, renderOpening());
    const seller = sessionSeller(context, request);
    if (!seller) return html(reply, 200, renderSummarySignIn(shipmentId, demo()));
    const shipment = shipmentsOf(context, seller).find((s) => s.info.ShipmentId === shipmentId);
    if (!shipment) return html(reply, 404, renderShipmentNotFound(seller.name, shipmentId));
    const marketplace = MARKETPLACES[shipment.marketplaceId]?.name ?? shipment.marketplaceId;
    return html(reply, 200, renderShipmentSummary(seller.name, shipment, marketplace));
  });

  app.post(SHIPMENT_SUMMARY_PATH, async (request, reply) => {
    const shipmentId = askedShipmentId(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
      string,
      string | undefined
    >;
    if (body.step === 'signout') {
      reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
      return reply.redirect(backTo(shipmentId), 303);
    }
    const email = (body.email ?? '').trim();
    const seller = context.findSellerByEmail(email);
    if (!seller)
      return html(
        reply,
        200,
        renderSummarySignIn(shipmentId, demo(), 'We cannot find an account with that email address.', email),
      );
    if (body.password !== seller.password)
      return html(reply, 200, renderSummarySignIn(shipmentId, demo(), 'Your password is incorrect.', email));
    startSellerCentralSession(reply, context, seller.sellerId);
    return reply.redirect(backTo(shipmentId), 303);
  });
}
