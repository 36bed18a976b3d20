import type { FastifyInstance } from 'fastify';
import { decideApiAccess, isOperator, messages, type ApiGate } from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { RouteAuth } from '../../lib/authed-routes.js';
import type { UsersService } from '../users/users.service.js';
import type { Actor, SessionStore } from './sessions.js';

function isAllowed(auth: RouteAuth, actor: Actor): boolean {
  if (auth === 'operator') return isOperator(actor.userType);
  if (auth === 'seller') return actor.userType === 'user';
  if (auth === 'member') return actor.userType === 'user' || actor.userType === 'worker';
  return true;
}

/**
 * The check in front of every authenticated route: the bearer token's live session, the kind of
 * user the route is for, and how far along the account must be (its gate). Also records each
 * authenticated route's gate in `app.routeGates`.
 */
export function registerRequestAuth(
  app: FastifyInstance,
  deps: { sessions: SessionStore; users: Pick<UsersService, 'sessionCaller'> },
): void {
  const { sessions, users } = deps;
  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.auth;
    if (!required) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const sessionId = token ? await sessions.sessionIdOf(token) : null;
    const caller = sessionId ? await users.sessionCaller(sessionId) : null;
    if (!caller) {
      // A session the server ended on purpose says why to each of the page's racing reads.
      const reason = sessionId ? await sessions.endedReasonOf(sessionId) : null;
      if (reason) throw new AppError('SESSION_ENDED', reason);
      throw new AppError('UNAUTHORIZED', messages.unauthorized);
    }
    const { actor, user } = caller;
    if (!isAllowed(required, actor)) throw new AppError('FORBIDDEN', messages.forbidden);
    request.actor = actor;
    const gate = request.routeOptions.config.gate ?? 'dashboard';
    if (gate === 'session' && actor.userType !== 'worker') return;
    const access = decideApiAccess(user, gate);
    if (access.kind === 'refuse') throw new AppError('GATE', access.message, { redirectTo: access.redirectTo });
    if (access.kind === 'signOut') {
      await sessions.revoke(actor.sessionId, access.message);
      throw new AppError('SESSION_ENDED', access.message);
    }
  });
  const routeGates = new Map<string, ApiGate>();
  app.decorate('routeGates', routeGates);
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeGates.set(`${method} ${route.url}`, route.config.gate ?? 'dashboard');
  });
}
