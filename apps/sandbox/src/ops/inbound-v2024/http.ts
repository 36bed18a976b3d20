// The plumbing of the Fulfillment Inbound v2024-03-20 routes: request bodies checked against the
// model, path ids, pagination, and a router that answers 404 for unknown ids and starts operations.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../../context.js';
import type { DemoSeller } from '../../data/sellers.js';
import { sendNotFound } from '../../errors.js';
import type { OperationRequest, PlanRecord, ShipmentRecord } from '../../inbound/types.js';
import { decodePageToken, encodePageToken, InvalidInput, readInteger, readString } from '../../params.js';
import { registerSpApiRoute } from '../../sp-api.js';
import { loadModel, requestSchemaOf, validate } from '../../swagger.js';

const BASE = '/inbound/fba/2024-03-20';

export const MODEL = loadModel('fulfillmentInbound_2024-03-20.json');

/** An unknown id (or another seller's): 404 NotFound. */
export class NotFound extends Error {}

/** The request body, checked against the operation's request schema in the model (400 otherwise). */
export function readBody<T>(request: FastifyRequest, operationId: string): T {
  const problems = validate(MODEL, requestSchemaOf(MODEL, operationId), request.body ?? null);
  if (problems.length > 0)
    throw new InvalidInput(
      `The request body is not a valid ${operationId} request: ${problems.slice(0, 5).join('; ')}.`,
    );
  return request.body as T;
}

/** A path id: letters, digits and '-', of the model's length (38 for plan, shipment and option ids). */
export function pathId(request: FastifyRequest, name: string, min = 38, max = 38): string {
  const value = (request.params as Record<string, string>)[name] ?? '';
  if (value.length < min || value.length > max || !/^[a-zA-Z0-9-]*$/.test(value))
    throw new InvalidInput(`${name} must be ${min === max ? min : `${min} to ${max}`} letters, digits or '-'.`);
  return value;
}

export interface Page<T> {
  items: T[];
  pagination?: { nextToken: string };
}

/** One page of a list: pageSize (1..max, default 10) and an opaque paginationToken bound to the seller, list and scope. */
export function paginate<T>(
  request: FastifyRequest,
  seller: DemoSeller,
  list: string,
  scope: string,
  all: T[],
  max: number,
): Page<T> {
  const pageSize = readInteger(request, 'pageSize', 1, max) ?? 10;
  const token = readString(request, 'paginationToken');
  let offset = 0;
  if (token) {
    const payload = decodePageToken(token, seller.sellerId, list);
    if (payload.scope !== scope) throw new InvalidInput('The paginationToken is for another list.');
    offset = payload.offset;
  }
  const next = offset + pageSize;
  return {
    items: all.slice(offset, next),
    ...(next < all.length
      ? { pagination: { nextToken: encodePageToken({ s: seller.sellerId, k: list, scope, offset: next }) } }
      : {}),
  };
}

/** The page's list under its name, with the model's pagination when there is a next page. */
export function pageOut<T, U>(name: string, page: Page<T>, map: (item: T) => U) {
  return { [name]: page.items.map(map), ...(page.pagination ? { pagination: page.pagination } : {}) };
}

type Handler = (call: { request: FastifyRequest; reply: FastifyReply; seller: DemoSeller }) => unknown;

export type InboundRouter = ReturnType<typeof createInboundRouter>;

/** The helpers every area's routes share: registering a route, finding the seller's plan or shipment, starting an operation. */
export function createInboundRouter(app: FastifyInstance, context: SandboxContext) {
  const store = context.inbound;
  const injectFailure = () => Math.random() < (context.faults.rateFailedOperation ?? 0);
  const findPlan = (request: FastifyRequest, seller: DemoSeller): PlanRecord => {
    const id = pathId(request, 'inboundPlanId');
    const plan = store.plan(seller.sellerId, id);
    if (!plan) throw new NotFound(`Inbound plan ${id} not found.`);
    return plan;
  };
  return {
    context,
    store,
    injectFailure,
    dataOf: (seller: DemoSeller) => context.dataOf(seller),
    start(reply: FastifyReply, seller: DemoSeller, request: OperationRequest) {
      const operation = store.startOperation(seller.sellerId, request, injectFailure());
      reply.code(202);
      return { operationId: operation.operationId };
    },
    findPlan,
    findShipment(request: FastifyRequest, seller: DemoSeller): { plan: PlanRecord; shipment: ShipmentRecord } {
      const plan = findPlan(request, seller);
      const id = pathId(request, 'shipmentId');
      const shipment = store.shipment(plan, id);
      if (!shipment) throw new NotFound(`Shipment ${id} not found in inbound plan ${plan.inboundPlanId}.`);
      return { plan, shipment };
    },
    /** A shipment of the plan named in a body or query field (400 otherwise: it is input, not the path). */
    shipmentOfPlan(plan: PlanRecord, shipmentId: string | undefined, field: string): ShipmentRecord {
      const shipment = shipmentId ? store.shipment(plan, shipmentId) : undefined;
      if (!shipment)
        throw new InvalidInput(`${field} ${shipmentId ?? ''} is not a shipment of inbound plan ${plan.inboundPlanId}.`);
      return shipment;
    },
    route(method: 'GET' | 'POST' | 'PUT', path: string, operationId: string, handler: Handler) {
      registerSpApiRoute(app, context, {
        method,
        url: BASE + path,
        operationId,
        handler: (call) => {
          try {
            return handler(call);
          } catch (error) {
            if (error instanceof NotFound) return sendNotFound(call.reply, error.message);
            throw error;
          }
        },
      });
    },
  };
}
