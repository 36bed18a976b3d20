import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isOperator, messages } from '@stowline/domain';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AppError, registerErrorHandler } from './errors.js';
import { deriveKey } from './lib/secrets.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createRateLimiter } from './modules/auth/rate-limiter.js';
import { createSessionStore, type Actor } from './modules/auth/sessions.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerDevMailRoutes } from './modules/mail/dev-mail.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';

/** Who may call a route: any signed-in user, the seller who owns the account, or the operator. */
export type RouteAuth = 'any' | 'seller' | 'operator';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    actor?: Actor;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  masterSecret: Buffer;
}

const BODY_LIMIT = 256 * 1024;

function isAllowed(auth: RouteAuth, actor: Actor): boolean {
  if (auth === 'operator') return isOperator(actor.userType);
  if (auth === 'seller') return actor.userType === 'user';
  return true;
}

export async function buildApp({ config, database, mailer, masterSecret }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    logger: {
      level: config.logLevel,
      // Paths only: query strings can carry tokens, e-mail addresses and searches.
      serializers: { req: (req) => ({ method: req.method, url: req.url.split('?')[0] }) },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Stowline API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const { db } = database;
  const sessions = createSessionStore({ db, key: deriveKey(masterSecret, 'jwt'), ttlHours: config.sessionTtlHours });
  const authRepo = createAuthRepository(db);
  const auth = createAuthService({
    db,
    authRepo,
    sessions,
    mailer,
    rateLimiter: createRateLimiter(db),
    limits: config.rateLimits,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  const users = createUsersService({ db, usersRepo: createUsersRepository(db), authRepo });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.auth;
    if (!required) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const actor = token ? await sessions.authenticate(token) : null;
    if (!actor) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    if (!isAllowed(required, actor)) throw new AppError('FORBIDDEN', messages.forbidden);
    request.actor = actor;
  });

  await app.register(
    async (api) => {
      registerHealthRoutes(api, db);
      registerAuthRoutes(api, auth);
      registerUsersRoutes(api, users);
    },
    { prefix: '/api/v1' },
  );
  registerDevMailRoutes(app, mailer);
  await registerWebApp(app, config.webDistDir);
  return app;
}

/** Serves the built React app with a fallback to index.html for client-side routes. */
async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = Boolean(distDir && existsSync(path.join(distDir, 'index.html')));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir!,
      // Looks files up per request, so a rebuild while the server runs is served at once.
      wildcard: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
  });
}
