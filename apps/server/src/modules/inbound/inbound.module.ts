import type PgBoss from 'pg-boss';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { withLock } from '../../lib/locks.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import type { Logger, MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { ProductsRepository } from '../products/products.repository.js';
import { createShipmentsRepository } from '../shipments/shipments.repository.js';
import { createPlacementRepository } from '../shipments/placement.repository.js';
import type { ShipToFcRepository } from '../ship-to-fc/ship-to-fc.repository.js';
import type { WarehousesRepository } from '../warehouses/warehouses.repository.js';
import type { WarehousesService } from '../warehouses/warehouses.service.js';
import { createInboundEngine } from './inbound.jobs.js';
import { createInboundRepository } from './inbound.repository.js';
import { createInboundService } from './inbound.service.js';
import { createPackingRepository } from './packing.repository.js';

/**
 * Wires the inbound module: its job engine (started with the app's job queue) and the service
 * its routes call, each given the repositories it reads or writes. Tables of other modules are
 * read through their repositories and written only through the shipments repository.
 */
export function createInboundModule(deps: {
  db: Db;
  boss: PgBoss;
  marketplace: MarketplaceClient;
  operations: OperationPoller;
  log: Logger & { error(obj: object, msg: string): void };
  pollingIntervalSeconds: number;
  clock: Clock;
  productsRepo: Pick<ProductsRepository, 'findBySkus' | 'listRules'>;
  shipToFcRepo: Pick<ShipToFcRepository, 'list'>;
  warehousesRepo: Pick<WarehousesRepository, 'find'>;
  warehouses: Pick<WarehousesService, 'list' | 'add'>;
}) {
  const { db } = deps;
  const inboundRepo = createInboundRepository(db);
  const packingRepo = createPackingRepository(db);
  const placementRepo = createPlacementRepository(db);
  const engine = createInboundEngine({
    boss: deps.boss,
    marketplace: deps.marketplace,
    operations: deps.operations,
    log: deps.log,
    repo: inboundRepo,
    packingRepo,
    placementRepo,
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
    clock: deps.clock,
    transaction: transactionWith(db, (tx) => ({
      inboundRepo: createInboundRepository(tx),
      packingRepo: createPackingRepository(tx),
      shipmentsRepo: createShipmentsRepository(tx),
      placementRepo: createPlacementRepository(tx),
    })),
    async favouriteFcs(accountId) {
      const rows = await deps.shipToFcRepo.list(accountId);
      return Object.fromEntries(rows.filter((r) => r.isDefault).map((r) => [r.fbaType, r.destinationFulfillmentId]));
    },
  });
  const service = createInboundService({
    repo: inboundRepo,
    packingRepo,
    placementRepo,
    shipmentsRepo: createShipmentsRepository(db),
    findProducts: (accountId, storeMarketplaceId, skus) =>
      deps.productsRepo.findBySkus(accountId, storeMarketplaceId, skus),
    listRules: (accountId, productIds) => deps.productsRepo.listRules(accountId, productIds),
    findWarehouse: (accountId, id) => deps.warehousesRepo.find(accountId, id),
    warehouses: deps.warehouses,
    engine,
    transaction: transactionWith(db, (tx) => ({ inboundRepo: createInboundRepository(tx) })),
    marketplace: deps.marketplace,
    operations: deps.operations,
    withLock: (key, work) => withLock(db, key, work),
    clock: deps.clock,
  });
  return { engine, service };
}
