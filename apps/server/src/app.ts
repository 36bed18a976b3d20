import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { decideApiAccess, findUnstorableText, isOperator, messages, type ApiGate } from '@stowline/domain';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { AppError, registerErrorHandler } from './errors.js';
import { createUploadReader } from './lib/imports/index.js';
import type { RouteAuth } from './lib/authed-routes.js';
import { serializeErrorForLog } from './lib/log-errors.js';
import { deriveKey } from './lib/secrets.js';
import { productImageOrigins, registerSecurityHeaders } from './lib/security-headers.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createRateLimiter } from './modules/auth/rate-limiter.js';
import { createSessionStore, type Actor } from './modules/auth/sessions.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { devMailKey, registerDevMailRoutes } from './modules/mail/dev-mail.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createSecretBox } from './lib/crypto.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createJobQueue, stopJobQueue } from './lib/job-queue.js';
import { startBillingJobs } from './modules/billing/billing.jobs.js';
import { startProductsJobs } from './modules/products/products.jobs.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { registerBoxCategoriesRoutes } from './modules/box-categories/box-categories.routes.js';
import { createBoxCategoriesService } from './modules/box-categories/box-categories.service.js';
import { registerCarriersRoutes } from './modules/carriers/carriers.routes.js';
import { createCarriersService } from './modules/carriers/carriers.service.js';
import { createBillingService, type BillingService } from './modules/billing/billing.service.js';
import { createPaymentProcessor } from './modules/billing/payment-processor.js';
import { createMarketplaceClient } from './modules/marketplace/marketplace-client.js';
import { createTokenBuckets } from './modules/marketplace/token-bucket.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { registerShipmentDraftsRoutes } from './modules/shipment-drafts/shipment-drafts.routes.js';
import { createShipmentDraftsService } from './modules/shipment-drafts/shipment-drafts.service.js';
import { registerShipToFcRoutes } from './modules/ship-to-fc/ship-to-fc.routes.js';
import { createShipToFcService } from './modules/ship-to-fc/ship-to-fc.service.js';
import { registerProductsRoutes } from './modules/products/products.routes.js';
import { createProductsService, type ProductsService } from './modules/products/products.service.js';
import { registerStoresRoutes } from './modules/stores/stores.routes.js';
import { createStoresService } from './modules/stores/stores.service.js';
import { createSyncEngine, type SyncEngine } from './modules/sync/sync.engine.js';
import { registerSyncRoutes } from './modules/sync/sync.routes.js';
import { createSyncService } from './modules/sync/sync.service.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { registerWarehousesRoutes } from './modules/warehouses/warehouses.routes.js';
import { createWarehousesService } from './modules/warehouses/warehouses.service.js';

export type { RouteAuth } from './lib/authed-routes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /**
     * How far along the account must be (packages/domain decideApiAccess). Authenticated
     * routes that name none need the whole dashboard: a new route is gated unless it says not.
     */
    gate?: ApiGate;
  }
  interface FastifyRequest {
    /** Set by the auth hook below; handlers get it typed through lib/authed-routes.ts. */
    actor?: Actor;
  }
  interface FastifyInstance {
    /** The data-sync engine of this process (the benchmark reads its run timings). */
    syncEngine: SyncEngine;
    /** Subscriptions and cards (tests and the e2e fixtures run its due charges). */
    billing: BillingService;
    /** The SKU list (tests and the benchmark wait for its search indexes). */
    products: ProductsService;
    /** Each authenticated route's gate, by 'METHOD /path' (the gate matrix test reads it). */
    routeGates: Map<string, ApiGate>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  masterSecret: Buffer;
  /** Billing's clock: trial ends and renewals; tests move it. */
  clock?: Clock;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
}

const BODY_LIMIT = 256 * 1024;
const SWAGGER_UI_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function isAllowed(auth: RouteAuth, actor: Actor): boolean {
  if (auth === 'operator') return isOperator(actor.userType);
  if (auth === 'seller') return actor.userType === 'user';
  if (auth === 'member') return actor.userType === 'user' || actor.userType === 'worker';
  return true;
}

export async function buildApp({
  config,
  database,
  mailer,
  masterSecret,
  clock = systemClock,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // A random id per request: a seller can quote it from a 5xx answer and we find its log line.
    genReqId: () => randomUUID(),
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      serializers: {
        // Paths only: query strings can carry tokens, e-mail addresses and searches.
        req: (req) => ({ method: req.method, url: req.url.split('?')[0] }),
        err: serializeErrorForLog,
      },
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    paymentJsUrl: config.payments.jsUrl,
    publicUrl: config.publicUrl,
    imageOrigins: productImageOrigins(config.marketplace),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Stowline API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI styles its elements inline; it runs no inline script.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: SWAGGER_UI_CSP });

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
    async workerSignInRefusal(userId) {
      const access = decideApiAccess(
        await users.getCurrentUser({ userId, accountId: '', userType: 'worker', sessionId: '' }),
        'session',
      );
      return access.kind === 'allow' ? null : access.message;
    },
  });
  const users = createUsersService({
    db,
    usersRepo: createUsersRepository(db),
    authRepo,
    sendInvitation: auth.sendInvitation,
  });
  const box = createSecretBox(deriveKey(masterSecret, 'store-credentials'));
  const marketplace = createMarketplaceClient({
    db,
    config: config.marketplace,
    box,
    buckets: createTokenBuckets(db),
    log: app.log,
  });
  const boss = createJobQueue(database, app.log);
  const syncEngine = createSyncEngine({
    database,
    boss,
    marketplace,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
  });
  const stores = createStoresService({
    db,
    marketplace,
    marketplaceConfig: config.marketplace,
    box,
    publicUrl: config.publicUrl,
    scheduleSync: (accountId, storeId) => syncEngine.scheduleStore(accountId, storeId),
    getCurrentUser: (actor) => users.getCurrentUser(actor),
  });
  const sync = createSyncService({ db, engine: syncEngine });
  const billing = createBillingService({
    db,
    processor: createPaymentProcessor(config.payments),
    clock,
    publicUrl: config.publicUrl,
    config: { publishableKey: config.payments.publishableKey, jsUrl: config.payments.jsUrl },
    log: app.log,
  });
  app.decorate('syncEngine', syncEngine);
  app.decorate('billing', billing);
  const uploads = createUploadReader(config.uploads);
  const products = createProductsService({
    db,
    uploads,
    searchIndexMaxRows: config.searchIndexMaxRows,
    log: (error) => app.log.error({ err: error }, 'building a SKU search index failed'),
  });
  app.decorate('products', products);
  const carriers = createCarriersService({ db, box: createSecretBox(deriveKey(masterSecret, 'carrier-credentials')) });
  let jobsStarted = false;
  app.addHook('onReady', async () => {
    await carriers.sealLegacyAccountNumbers();
    await boss.start();
    jobsStarted = true;
    await syncEngine.start({ workers: config.jobWorkers });
    await startBillingJobs(boss, billing, {
      workers: config.jobWorkers,
      pollingIntervalSeconds: config.jobPollingSeconds,
    });
    await startProductsJobs(boss, db, { workers: config.jobWorkers, pollingIntervalSeconds: config.jobPollingSeconds });
  });
  app.addHook('onClose', async () => {
    await uploads.close();
    syncEngine.stop();
    if (jobsStarted) await stopJobQueue(boss);
  });

  // One rule for every input of every route: text PostgreSQL cannot store never reaches it.
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field) throw new AppError('VALIDATION', messages.unstorableText(field));
    }
  });

  app.addHook('onRequest', async (request) => {
    const required = request.routeOptions.config.auth;
    if (!required) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const actor = token ? await sessions.authenticate(token) : null;
    if (!actor) throw new AppError('UNAUTHORIZED', messages.unauthorized);
    if (!isAllowed(required, actor)) throw new AppError('FORBIDDEN', messages.forbidden);
    request.actor = actor;
    const gate = request.routeOptions.config.gate ?? 'dashboard';
    if (gate === 'session' && actor.userType !== 'worker') return;
    const access = decideApiAccess(await users.getCurrentUser(actor), gate);
    if (access.kind === 'refuse') throw new AppError('GATE', access.message, { redirectTo: access.redirectTo });
    if (access.kind === 'signOut') {
      await sessions.revoke(actor.sessionId);
      throw new AppError('UNAUTHORIZED', access.message);
    }
  });
  const routeGates = new Map<string, ApiGate>();
  app.decorate('routeGates', routeGates);
  app.addHook('onRoute', (route) => {
    if (!route.config?.auth) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeGates.set(`${method} ${route.url}`, route.config.gate ?? 'dashboard');
  });

  await app.register(
    async (api) => {
      registerHealthRoutes(api, db);
      registerAuthRoutes(api, auth);
      registerUsersRoutes(api, users);
      registerStoresRoutes(api, stores);
      registerSyncRoutes(api, sync);
      registerBillingRoutes(api, billing);
      registerSettingsRoutes(api, createSettingsService({ db }));
      registerBoxCategoriesRoutes(api, createBoxCategoriesService({ db }));
      registerWarehousesRoutes(api, createWarehousesService({ db }));
      registerCarriersRoutes(api, carriers);
      registerShipToFcRoutes(api, createShipToFcService({ db }));
      registerProductsRoutes(api, products);
      registerShipmentDraftsRoutes(api, createShipmentDraftsService({ db, loadProducts: products.productsByIds }));
    },
    { prefix: '/api/v1' },
  );
  if (config.devMail) registerDevMailRoutes(app, mailer, devMailKey(masterSecret));
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
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && !path.extname(request.url.split('?')[0]!);
    if (hasWeb && isPage) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' });
  });
}
