import type PgBoss from 'pg-boss';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger, MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createProductFactsRepository } from '../products/product-facts.repository.js';
import { createShipmentsRepository } from '../shipments/shipments.repository.js';
import { createStoresRepository } from '../stores/stores.repository.js';
import { createSyncEngine } from './sync.engine.js';
import { createSyncRepository } from './sync.repository.js';
import { createSyncService } from './sync.service.js';

/**
 * Wires the data sync: its engine (started with the app's job queue), which writes the synced
 * facts through the products and shipments modules' repositories, and the service its routes call.
 */
export function createSyncModule(deps: {
  db: Db;
  boss: PgBoss;
  marketplace: MarketplaceClient;
  log: Logger & { error(obj: object, msg: string): void };
  pollingIntervalSeconds: number;
  clock: Clock;
}) {
  const { db } = deps;
  const syncRepo = createSyncRepository(db);
  const engine = createSyncEngine({
    syncRepo,
    data: { ...createProductFactsRepository(db), ...createShipmentsRepository(db) },
    transaction: transactionWith(db, (tx) => ({
      syncRepo: createSyncRepository(tx),
      storesRepo: createStoresRepository(tx),
    })),
    boss: deps.boss,
    marketplace: deps.marketplace,
    log: deps.log,
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
    clock: deps.clock,
  });
  return { engine, service: createSyncService({ syncRepo, engine }) };
}
