import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, type ApiGate } from '@stowline/domain';
import { AppError } from '../errors.js';
import type { Actor } from '../modules/auth/sessions.js';

/**
 * Who may call a route: any signed-in user, the seller who owns the account, the seller or
 * one of the seller's workers, or the operator.
 */
export type RouteAuth = 'any' | 'seller' | 'member' | 'operator';

/** A route's access: who (`auth`) and how far along the account must be (`gate`, default `dashboard`). */
export interface RouteAccess {
  auth: RouteAuth;
  gate?: ApiGate;
}

/** The handler Fastify would type for this schema (zod type provider): request, reply and checked return. */
type TypedHandler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** A route handler that also gets the caller, already authenticated and gated. */
export type ActorHandler<S extends FastifySchema> = (
  request: Parameters<TypedHandler<S>>[0],
  actor: Actor,
  reply: Parameters<TypedHandler<S>>[1],
) => ReturnType<TypedHandler<S>>;

/** The route options an authenticated route may set besides its access (which the group fixes). */
export interface AuthedRouteOptions<S extends FastifySchema> {
  schema: S;
  bodyLimit?: number;
}

type AuthedRoute = <S extends FastifySchema>(
  url: string,
  options: AuthedRouteOptions<S>,
  handler: ActorHandler<S>,
) => void;

export interface AuthedRoutes {
  get: AuthedRoute;
  post: AuthedRoute;
  put: AuthedRoute;
  patch: AuthedRoute;
  delete: AuthedRoute;
}

/**
 * The caller of an authenticated route. The app's onRequest hook sets it before any handler of a
 * route that declares `auth` runs (or answers 401/403/GATE), so a missing actor is a route
 * registered without access, answered as signed out rather than trusted.
 */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHORIZED', messages.unauthorized);
  return request.actor;
}

/**
 * Registers routes behind one access level; each handler receives the typed actor:
 *
 *   const member = authedRoutes(app, { auth: 'member' });
 *   member.get('/setting/get-carriers', { schema }, (req, actor) => carriers.list(actor));
 *
 * The route's `config` gets `{ auth, gate }`, so the gate hook, the gate matrix test
 * (gate.test.ts) and the OpenAPI document see it as before.
 */
export function authedRoutes(server: FastifyInstance, access: RouteAccess): AuthedRoutes {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { auth: access.auth, ...(access.gate ? { gate: access.gate } : {}) };
  const route =
    (method: HTTPMethods): AuthedRoute =>
    (url, options, handler) => {
      app.route({
        ...options,
        method,
        url,
        config,
        handler: (request, reply) => handler(request, actorOf(request), reply),
      });
    };
  return {
    get: route('GET'),
    post: route('POST'),
    put: route('PUT'),
    patch: route('PATCH'),
    delete: route('DELETE'),
  };
}
