import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context.js';
import type { DemoSeller } from './data/sellers.js';
import { QUOTA_EXCEEDED, sendErrors, UNAUTHORIZED } from './errors.js';
import { drawFault } from './faults.js';

export type SpApiHandler = (call: { request: FastifyRequest; reply: FastifyReply; seller: DemoSeller }) => unknown;

export interface SpApiRoute {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  operationId: string;
  handler: SpApiHandler;
}

const sellers = new WeakMap<FastifyRequest, DemoSeller>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers an SP-API operation behind what every call meets at Amazon, in order: the access
 * token (403), added latency, injected faults, the (seller, operation) token bucket (429).
 */
export function registerSpApiRoute(app: FastifyInstance, context: SandboxContext, route: SpApiRoute): void {
  const { operationId } = route;
  app.route({
    method: route.method,
    url: route.url,
    async preHandler(request, reply) {
      reply.header('x-amzn-RequestId', randomUUID());
      const token = request.headers['x-amz-access-token'];
      const sellerId = context.tokens.sellerOfAccessToken(typeof token === 'string' ? token : undefined);
      const seller = sellerId === undefined ? undefined : context.findSeller(sellerId);
      if (!seller) return sendErrors(reply, 403, UNAUTHORIZED);
      // A role the seller's authorization lacks answers the same 403 as a bad token: only a
      // refresh (which LWA grants) tells the two apart.
      if (context.deniedOperations.get(seller.sellerId)?.has(operationId)) return sendErrors(reply, 403, UNAUTHORIZED);
      sellers.set(request, seller);
      reply.header('x-amzn-RateLimit-Limit', String(context.limiter.limitOf(operationId).rate));
      const { latencyMs } = context.faults;
      if (latencyMs) await sleep(latencyMs);
      const fault = drawFault(context.faults);
      if (fault?.status === 429) {
        context.count(seller.sellerId, 'throttled', operationId);
        return sendErrors(reply, 429, QUOTA_EXCEEDED);
      }
      if (fault) {
        context.count(seller.sellerId, 'failed', operationId);
        return sendErrors(reply, fault.status, { code: fault.code, message: fault.message });
      }
      if (!context.limiter.take(seller.sellerId, operationId)) {
        context.count(seller.sellerId, 'throttled', operationId);
        return sendErrors(reply, 429, QUOTA_EXCEEDED);
      }
    },
    async handler(request, reply) {
      const seller = sellers.get(request)!;
      const body = await route.handler({ request, reply, seller });
      if (reply.statusCode < 300 && route.method !== 'GET' && Math.random() < (context.faults.rateLostResponse ?? 0)) {
        // Carried out, but the answer is lost on the way: the client sees a 500.
        context.count(seller.sellerId, 'failed', operationId);
        return sendErrors(reply, 500, {
          code: 'InternalFailure',
          message: 'We encountered an internal error. Please try again.',
        });
      }
      if (reply.statusCode < 300) context.count(seller.sellerId, 'calls', operationId);
      return body;
    },
  });
}
