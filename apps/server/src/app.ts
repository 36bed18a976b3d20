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
import { transactionWith, type Database } from './db/client.js';
import { AppError, registerErrorHandler } from './errors.js';
import { createUploadReader } from './lib/imports/index.js';
import type { RouteAuth } from './lib/authed-routes.js';
import { serializeErrorForLog } from './lib/log-errors.js';
import {
  createAnnouncer,
  createLiveHub,
  LIVE_ANNOUNCE_WINDOW_MS,
  publishShipmentChange,
  type LiveHub,
  type ShipmentChange,
} from './lib/live.js';
import { createWithLock } from './lib/locks.js';
import { deriveKey } from './lib/secrets.js';
import { productImageOrigins, registerSecurityHeaders } from './lib/security-headers.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createRateLimiter } from './modules/auth/rate-limiter.js';
import { createSessionStore, type Actor } from './modules/auth/sessions.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerLabelsRoutes } from './modules/labels/labels.routes.js';
import { createLabelsService } from './modules/labels/labels.service.js';
import { createInboundModule } from './modules/inbound/inbound.module.js';
import { createTransportModule } from './modules/transport/transport.module.js';
import { registerTransportRoutes } from './modules/transport/transport.routes.js';
import { registerInboundRoutes } from './modules/inbound/inbound.routes.js';
import { devMailKey, registerDevMailRoutes } from './modules/mail/dev-mail.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createSecretBox } from './lib/crypto.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createJobQueue, stopJobQueue } from './lib/job-queue.js';
import { startBillingJobs } from './modules/billing/billing.jobs.js';
import { createBillingRepository } from './modules/billing/billing.repository.js';
import { startProductsJobs } from './modules/products/products.jobs.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import { createBoxCategoriesRepository } from './modules/box-categories/box-categories.repository.js';
import { registerBoxCategoriesRoutes } from './modules/box-categories/box-categories.routes.js';
import { createBoxCategoriesService } from './modules/box-categories/box-categories.service.js';
import { createCarriersRepository } from './modules/carriers/carriers.repository.js';
import { registerCarriersRoutes } from './modules/carriers/carriers.routes.js';
import { createCarriersService } from './modules/carriers/carriers.service.js';
import { createFedexClient } from './modules/carriers/fedex-client.js';
import { createFedexRepository } from './modules/fedex/fedex.repository.js';
import { registerFedexRoutes } from './modules/fedex/fedex.routes.js';
import { createFedexService } from './modules/fedex/fedex.service.js';
import { createShipmentTransportRepository } from './modules/shipments/shipment-transport.repository.js';
import { createBillingService, type BillingService } from './modules/billing/billing.service.js';
import { createPaymentProcessor } from './modules/billing/payment-processor.js';
import { createMarketplaceClient } from './modules/marketplace/marketplace-client.js';
import { createTokenBuckets } from './modules/marketplace/token-bucket.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createShipmentDraftsRepository } from './modules/shipment-drafts/shipment-drafts.repository.js';
import { registerShipmentDraftsRoutes } from './modules/shipment-drafts/shipment-drafts.routes.js';
import { createShipmentDraftsService } from './modules/shipment-drafts/shipment-drafts.service.js';
import { createShipToFcRepository } from './modules/ship-to-fc/ship-to-fc.repository.js';
import { registerShipToFcRoutes } from './modules/ship-to-fc/ship-to-fc.routes.js';
import { createShipToFcService } from './modules/ship-to-fc/ship-to-fc.service.js';
import { createProductFactsRepository } from './modules/products/product-facts.repository.js';
import { createProductsRepository, prepareListQueries } from './modules/products/products.repository.js';
import { registerProductsRoutes } from './modules/products/products.routes.js';
import { createProductsService, type ProductsService } from './modules/products/products.service.js';
import { createStoresRepository } from './modules/stores/stores.repository.js';
import { registerStoresRoutes } from './modules/stores/stores.routes.js';
import { createStoresService } from './modules/stores/stores.service.js';
import { createItemsRepository } from './modules/shipments/items.repository.js';
import { createBoxesRepository } from './modules/shipments/boxes.repository.js';
import type { BoxesService } from './modules/shipments/boxes.service.js';
import { createBoxLabels } from './modules/labels/box-labels.module.js';
import { createShipmentsRepository } from './modules/shipments/shipments.repository.js';
import { createShipmentsModule } from './modules/shipments/shipments.module.js';
import { registerShipmentLiveRoutes } from './modules/shipment-live/shipment-live.routes.js';
import { createShipmentLiveRepository, createShipmentStreams } from './modules/shipment-live/shipment-live.streams.js';
import { createSyncEngine, type SyncEngine } from './modules/sync/sync.engine.js';
import { createSyncRepository } from './modules/sync/sync.repository.js';
import { registerSyncRoutes } from './modules/sync/sync.routes.js';
import { createSyncService } from './modules/sync/sync.service.js';
import { createAccountsRepository } from './modules/users/accounts.repository.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createUsersService } from './modules/users/users.service.js';
import { createWarehousesRepository } from './modules/warehouses/warehouses.repository.js';
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
    /** Boxes and scanning (the shipment-list side's Clear Shipment calls clearShipmentBoxes). */
    boxes: BoxesService;
    /** Each authenticated route's gate, by 'METHOD /path' (the gate matrix test reads it). */
    routeGates: Map<string, ApiGate>;
    /** This process's live-update listener (tests count its open streams). */
    live: LiveHub;
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
  const lock = createWithLock(db);
  // Each table has one module that writes it (README: Modules and the tables they write); the
  // repositories are made here and handed to the services, and to the other modules that need
  // a few of their writes.
  const authRepo = createAuthRepository(db);
  const usersRepo = createUsersRepository(db);
  const accountsRepo = createAccountsRepository(db);
  const storesRepo = createStoresRepository(db);
  const productsRepo = createProductsRepository(db);
  const sessions = createSessionStore({ db, key: deriveKey(masterSecret, 'jwt'), ttlHours: config.sessionTtlHours });
  const auth = createAuthService({
    clock,
    authRepo,
    transaction: transactionWith(db, (tx) => ({
      authRepo: createAuthRepository(tx),
      usersRepo: createUsersRepository(tx),
      accountsRepo: createAccountsRepository(tx),
    })),
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
  const users = createUsersService({ usersRepo, accountsRepo, authRepo, sendInvitation: auth.sendInvitation });
  const box = createSecretBox(deriveKey(masterSecret, 'store-credentials'));
  const marketplace = createMarketplaceClient({
    credentials: storesRepo,
    config: config.marketplace,
    box,
    buckets: createTokenBuckets(db),
    log: app.log,
  });
  const boss = createJobQueue(database, app.log);
  const syncRepo = createSyncRepository(db);
  const syncEngine = createSyncEngine({
    syncRepo,
    data: { ...createProductFactsRepository(db), ...createShipmentsRepository(db) },
    transaction: transactionWith(db, (tx) => ({
      syncRepo: createSyncRepository(tx),
      storesRepo: createStoresRepository(tx),
    })),
    boss,
    marketplace,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
  });
  const stores = createStoresService({
    clock,
    storesRepo,
    transaction: transactionWith(db, (tx) => ({ storesRepo: createStoresRepository(tx) })),
    accountsRepo,
    marketplace,
    marketplaceConfig: config.marketplace,
    box,
    publicUrl: config.publicUrl,
    scheduleSync: (accountId, storeId) => syncEngine.scheduleStore(accountId, storeId),
    getCurrentUser: (actor) => users.getCurrentUser(actor),
  });
  const sync = createSyncService({ syncRepo, engine: syncEngine });
  const billing = createBillingService({
    billingRepo: createBillingRepository(db),
    accountsRepo,
    transaction: transactionWith(db, (tx) => ({
      billingRepo: createBillingRepository(tx),
      accountsRepo: createAccountsRepository(tx),
    })),
    withLock: lock,
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
    productsRepo,
    transaction: transactionWith(db, (tx) => ({ productsRepo: createProductsRepository(tx) })),
    listQueries: prepareListQueries(db),
    withLock: lock,
    uploads,
    searchIndexMaxRows: config.searchIndexMaxRows,
    log: (error) => app.log.error({ err: error }, 'building a SKU search index failed'),
  });
  app.decorate('products', products);
  const warehouses = createWarehousesService({
    warehousesRepo: createWarehousesRepository(db),
    transaction: transactionWith(db, (tx) => ({ warehousesRepo: createWarehousesRepository(tx) })),
  });
  const settingsRepo = createSettingsRepository(db);
  const warehousesRepo = createWarehousesRepository(db);
  const inbound = createInboundModule({
    db,
    boss,
    marketplace,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
    productsRepo,
    settingsRepo: createSettingsRepository(db),
    shipToFcRepo: createShipToFcRepository(db),
    warehousesRepo: createWarehousesRepository(db),
    warehouses,
  });
  // Live updates, announced after a change committed (at most once, as the streams deliver them),
  // a shipment's changes of one kind joined every LIVE_ANNOUNCE_WINDOW_MS.
  const announcer = createAnnouncer(
    (change) =>
      void publishShipmentChange(db, change).catch((error: unknown) =>
        app.log.warn({ err: error }, 'live update not announced'),
      ),
    LIVE_ANNOUNCE_WINDOW_MS,
  );
  const announce = (change: ShipmentChange) => announcer.announce(change);
  const shipments = createShipmentsModule({
    db,
    marketplace,
    uploads,
    withLock: lock,
    clock,
    storesRepo,
    productsRepo,
    settingsRepo,
    warehousesRepo,
    cancelShipment: (actor, shipmentId) => inbound.service.cancelShipment(actor, shipmentId),
    // The transport module is built below; it is asked only once a request runs.
    trackingChangedAfterConfirm: (accountId, shipmentRowId) => transport.trackingChanged(accountId, shipmentRowId),
    changed: announce,
  });
  const { items } = shipments;
  const transport = createTransportModule({
    db,
    boss,
    marketplace,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
    // Ready dates and void windows are the carrier's calendar: the real clock, as FedEx's ship dates.
    clock: systemClock,
    assertShipmentReady: (accountId, shipmentRowId) => items.assertShipmentReady(accountId, shipmentRowId),
    changed: announce,
  });
  app.decorate('boxes', shipments.boxes);
  // One FedEx client: its tokens are cached per credential pair for Connect Carrier and the /fedex/ calls.
  const fedexApi = createFedexClient({ config: config.fedex, log: app.log });
  const carriers = createCarriersService({
    carriersRepo: createCarriersRepository(db),
    box: createSecretBox(deriveKey(masterSecret, 'carrier-credentials')),
    fedex: fedexApi,
  });
  const fedexShipping = createFedexService({
    fedexRepo: createFedexRepository(db),
    transportRepo: createShipmentTransportRepository(db),
    boxesRepo: createBoxesRepository(db),
    transaction: transactionWith(db, (tx) => ({
      fedexRepo: createFedexRepository(tx),
      transportRepo: createShipmentTransportRepository(tx),
    })),
    assertShipmentReady: (accountId, shipmentRowId) => items.assertShipmentReady(accountId, shipmentRowId),
    credentialsOf: (accountId) => carriers.credentialsOf(accountId),
    fedex: fedexApi,
    // Ship dates are the carrier's calendar: the real clock, not the app clock billing moves in tests.
    clock: systemClock,
    // Tracking ids are the boxes'; the transport fields the shipment's.
    changed: ({ accountId, shipmentRowId }) => {
      announce({ accountId, shipmentRowId, kind: 'boxes' });
      announce({ accountId, shipmentRowId, kind: 'shipment' });
    },
  });
  // Live updates: one LISTEN per process; open streams end before the server waits for its requests.
  const live = createLiveHub({ database, log: app.log, heartbeatMs: config.liveHeartbeatSeconds * 1000 });
  const shipmentStreams = createShipmentStreams({
    hub: live,
    repo: createShipmentLiveRepository(db),
    // The rule a request of the stream's route meets (member, dashboard gate), asked again.
    sessionAllowed: async (sessionId) => {
      const caller = await users.sessionCaller(sessionId);
      return !!caller && decideApiAccess(caller.user, 'dashboard').kind === 'allow';
    },
  });
  app.decorate('live', live);
  app.addHook('preClose', async () => shipmentStreams.endAll());
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
    await inbound.engine.start({ workers: config.jobWorkers });
    await transport.engine.start({ workers: config.jobWorkers });
  });
  app.addHook('onClose', async () => {
    await uploads.close();
    syncEngine.stop();
    inbound.engine.stop();
    transport.engine.stop();
    if (jobsStarted) await stopJobQueue(boss);
    announcer.close();
    await live.close();
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

  await app.register(
    async (api) => {
      registerHealthRoutes(api, db);
      registerAuthRoutes(api, auth);
      registerUsersRoutes(api, users);
      registerStoresRoutes(api, stores);
      registerSyncRoutes(api, sync);
      registerBillingRoutes(api, billing);
      registerSettingsRoutes(api, createSettingsService({ settingsRepo: createSettingsRepository(db) }));
      registerBoxCategoriesRoutes(
        api,
        createBoxCategoriesService({ boxCategoriesRepo: createBoxCategoriesRepository(db) }),
      );
      registerWarehousesRoutes(api, warehouses);
      registerCarriersRoutes(api, carriers);
      registerFedexRoutes(api, fedexShipping);
      registerShipToFcRoutes(
        api,
        createShipToFcService({
          shipToFcRepo: createShipToFcRepository(db),
          transaction: transactionWith(db, (tx) => ({ shipToFcRepo: createShipToFcRepository(tx) })),
        }),
      );
      registerProductsRoutes(api, products);
      registerShipmentDraftsRoutes(
        api,
        createShipmentDraftsService({
          shipmentDraftsRepo: createShipmentDraftsRepository(db),
          transaction: transactionWith(db, (tx) => ({ shipmentDraftsRepo: createShipmentDraftsRepository(tx) })),
          loadProducts: products.productsByIds,
        }),
      );
      registerInboundRoutes(api, inbound.service);
      shipments.registerRoutes(api);
      registerShipmentLiveRoutes(api, shipmentStreams);
      createBoxLabels(api, { db, marketplace, storesRepo, settingsRepo });
      registerLabelsRoutes(
        api,
        createLabelsService({
          itemsRepo: createItemsRepository(db),
          transaction: transactionWith(db, (tx) => ({ itemsRepo: createItemsRepository(tx) })),
          productLabelFormat: async (actor) =>
            (await createSettingsService({ settingsRepo }).getProductLabel(actor)).productLabel,
          // Printed counts are the items' facts: pages refresh the items on 'items'.
          changed: ({ accountId, shipmentRowId, ids }) => announce({ accountId, shipmentRowId, kind: 'items', ids }),
        }),
      );
      registerTransportRoutes(api, transport);
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
