import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { decideApiAccess, type ApiGate } from '@stowline/domain';
import { sellerCentralUrlOf, type Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './errors.js';
import { registerApiDocs } from './lib/api-docs.js';
import type { RouteAuth } from './lib/authed-routes.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createSecretBox } from './lib/crypto.js';
import { createUploadReader } from './lib/imports/index.js';
import { createJobQueue, stopJobQueue } from './lib/job-queue.js';
import {
  createAnnouncer,
  createLiveHub,
  LIVE_ANNOUNCE_WINDOW_MS,
  publishShipmentChange,
  type LiveHub,
  type ShipmentChange,
} from './lib/live.js';
import { createWithLock } from './lib/locks.js';
import { serializeErrorForLog } from './lib/log-errors.js';
import { deriveKey } from './lib/secrets.js';
import { productImageOrigins, registerSecurityHeaders } from './lib/security-headers.js';
import { registerUnstorableTextCheck } from './lib/unstorable-text.js';
import { registerWebApp } from './lib/web-app.js';
import { createAuthModule } from './modules/auth/auth.module.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerRequestAuth } from './modules/auth/request-auth.js';
import type { Actor } from './modules/auth/sessions.js';
import { createBillingModule } from './modules/billing/billing.module.js';
import { registerBillingRoutes } from './modules/billing/billing.routes.js';
import type { BillingService } from './modules/billing/billing.service.js';
import { createBoxCategoriesModule } from './modules/box-categories/box-categories.module.js';
import { registerBoxCategoriesRoutes } from './modules/box-categories/box-categories.routes.js';
import { createCarriersModule } from './modules/carriers/carriers.module.js';
import { registerCarriersRoutes } from './modules/carriers/carriers.routes.js';
import { createFedexModule } from './modules/fedex/fedex.module.js';
import { registerFedexRoutes } from './modules/fedex/fedex.routes.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { createInboundModule } from './modules/inbound/inbound.module.js';
import { registerInboundRoutes } from './modules/inbound/inbound.routes.js';
import { createBoxLabels } from './modules/labels/box-labels.module.js';
import { createLabelsModule } from './modules/labels/labels.module.js';
import { registerLabelsRoutes } from './modules/labels/labels.routes.js';
import { devMailKey, registerDevMailRoutes } from './modules/mail/dev-mail.routes.js';
import type { Mailer } from './modules/mail/mailer.js';
import { createMarketplaceModule } from './modules/marketplace/marketplace.module.js';
import { createOperationPoller, createOperationsRepository } from './modules/marketplace/inbound-operations.js';
import { createProductsModule } from './modules/products/products.module.js';
import { registerProductsRoutes } from './modules/products/products.routes.js';
import type { ProductsService } from './modules/products/products.service.js';
import { createSettingsModule } from './modules/settings/settings.module.js';
import { registerSettingsRoutes } from './modules/settings/settings.routes.js';
import { createShipToFcModule } from './modules/ship-to-fc/ship-to-fc.module.js';
import { registerShipToFcRoutes } from './modules/ship-to-fc/ship-to-fc.routes.js';
import { createShipmentDraftsModule } from './modules/shipment-drafts/shipment-drafts.module.js';
import { registerShipmentDraftsRoutes } from './modules/shipment-drafts/shipment-drafts.routes.js';
import { registerShipmentLiveRoutes } from './modules/shipment-live/shipment-live.routes.js';
import { createShipmentLiveRepository, createShipmentStreams } from './modules/shipment-live/shipment-live.streams.js';
import { createStoresModule } from './modules/stores/stores.module.js';
import { registerStoresRoutes } from './modules/stores/stores.routes.js';
import type { SyncEngine } from './modules/sync/sync.engine.js';
import { createSyncModule } from './modules/sync/sync.module.js';
import type { BoxesService } from './modules/shipments/boxes.service.js';
import { createShipmentsModule } from './modules/shipments/shipments.module.js';
import { registerSyncRoutes } from './modules/sync/sync.routes.js';
import { createTransportModule } from './modules/transport/transport.module.js';
import { registerTransportRoutes } from './modules/transport/transport.routes.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createWarehousesModule } from './modules/warehouses/warehouses.module.js';
import { registerWarehousesRoutes } from './modules/warehouses/warehouses.routes.js';

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

  await registerApiDocs(app);

  const { db } = database;
  const lock = createWithLock(db);
  // Each table has one module that writes it (README: Modules and the tables they write); each
  // module's *.module.ts makes its repositories and hands the services a few reads or writes of
  // the other modules' tables through those modules' repositories.
  const { sessions, auth, users, accountsRepo } = createAuthModule({
    db,
    clock,
    mailer,
    masterSecret,
    config,
    log: app.log,
  });
  const box = createSecretBox(deriveKey(masterSecret, 'store-credentials'));
  // Amazon's tokens, reports and plan expiries are Amazon's calendar: the real clock (as the carriers'),
  // not the app clock billing moves in tests.
  const amazonClock = systemClock;
  const marketplace = createMarketplaceModule({
    db,
    config: config.marketplace,
    box,
    clock: amazonClock,
    log: app.log,
  });
  // One poller of Amazon's inbound operations for the plan jobs, the transport jobs and the calls.
  const operations = createOperationPoller({
    repo: createOperationsRepository(db),
    log: app.log,
    callWaitMs: config.amazonCallWaitSeconds * 1000,
  });
  const boss = createJobQueue(database, app.log);
  const pollingIntervalSeconds = config.jobPollingSeconds;
  const sync = createSyncModule({ db, boss, marketplace, log: app.log, pollingIntervalSeconds, clock: amazonClock });
  const syncEngine = sync.engine;
  const stores = createStoresModule({
    db,
    clock,
    accountsRepo,
    marketplace,
    marketplaceConfig: config.marketplace,
    box,
    publicUrl: config.publicUrl,
    scheduleSync: (accountId, storeId) => syncEngine.scheduleStore(accountId, storeId),
    users,
  });
  const storesRepo = stores.repo;
  const billing = createBillingModule({
    db,
    payments: config.payments,
    withLock: lock,
    clock,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('syncEngine', syncEngine);
  app.decorate('billing', billing.service);
  const uploads = createUploadReader(config.uploads);
  const { searchIndexMaxRows } = config;
  const products = createProductsModule({ db, withLock: lock, uploads, searchIndexMaxRows, log: app.log });
  const productsRepo = products.repo;
  app.decorate('products', products.service);
  const warehouses = createWarehousesModule({ db });
  const warehousesRepo = warehouses.repo;
  const settings = createSettingsModule({ db });
  const settingsRepo = settings.repo;
  const shipToFc = createShipToFcModule({ db });
  const inbound = createInboundModule({
    db,
    boss,
    marketplace,
    operations,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
    clock: amazonClock,
    productsRepo,
    shipToFcRepo: shipToFc.repo,
    warehousesRepo,
    warehouses: warehouses.service,
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
    operations,
    uploads,
    withLock: lock,
    clock,
    amazonClock,
    storesRepo,
    settingsRepo,
    warehousesRepo,
    cancelShipment: (actor, shipmentId) => inbound.service.cancelShipment(actor, shipmentId),
    // The transport module is built below; it is asked only once a request runs.
    trackingChangedAfterConfirm: (accountId, shipmentRowId) => transport.trackingChanged(accountId, shipmentRowId),
    changed: announce,
    sellerCentralUrlOf: (marketplaceId) => sellerCentralUrlOf(config.marketplace, marketplaceId),
  });
  const { items } = shipments;
  const transport = createTransportModule({
    db,
    boss,
    marketplace,
    operations,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
    // Ready dates and void windows are the carrier's calendar: the real clock, as FedEx's ship dates.
    clock: systemClock,
    assertShipmentReady: (accountId, shipmentRowId) => items.assertShipmentReady(accountId, shipmentRowId),
    changed: announce,
  });
  app.decorate('boxes', shipments.boxes);
  const carriers = createCarriersModule({ db, masterSecret, fedex: config.fedex, log: app.log });
  const fedexShipping = createFedexModule({
    db,
    fedexApi: carriers.fedexApi,
    carriers: carriers.service,
    assertShipmentReady: (accountId, shipmentRowId) => items.assertShipmentReady(accountId, shipmentRowId),
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
    await carriers.service.sealLegacyAccountNumbers();
    await boss.start();
    jobsStarted = true;
    await operations.seed();
    await syncEngine.start({ workers: config.jobWorkers });
    const jobOptions = { workers: config.jobWorkers, pollingIntervalSeconds: config.jobPollingSeconds };
    await billing.startJobs(boss, jobOptions);
    await products.startJobs(boss, jobOptions);
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

  registerUnstorableTextCheck(app);
  registerRequestAuth(app, { sessions, users });

  await app.register(
    async (api) => {
      registerHealthRoutes(api, db);
      registerAuthRoutes(api, auth);
      registerUsersRoutes(api, users);
      registerStoresRoutes(api, stores.service);
      registerSyncRoutes(api, sync.service);
      registerBillingRoutes(api, billing.service);
      registerSettingsRoutes(api, settings.service);
      registerBoxCategoriesRoutes(api, createBoxCategoriesModule({ db }));
      registerWarehousesRoutes(api, warehouses.service);
      registerCarriersRoutes(api, carriers.service);
      registerFedexRoutes(api, fedexShipping);
      registerShipToFcRoutes(api, shipToFc.service);
      registerProductsRoutes(api, products.service);
      registerShipmentDraftsRoutes(api, createShipmentDraftsModule({ db, products: products.service }));
      registerInboundRoutes(api, inbound.service);
      shipments.registerRoutes(api);
      registerShipmentLiveRoutes(api, shipmentStreams);
      createBoxLabels(api, { db, marketplace, storesRepo, settingsRepo });
      registerLabelsRoutes(
        api,
        createLabelsModule({
          db,
          productLabelFormat: async (actor) => (await settings.service.getProductLabel(actor)).productLabel,
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
