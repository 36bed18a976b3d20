import type PgBoss from 'pg-boss';
import type { Db } from '../../db/client.js';
import { withLock } from '../../lib/locks.js';
import type { Logger, MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createProductsRepository } from '../products/products.repository.js';
import { createSettingsRepository } from '../settings/settings.repository.js';
import { createShipmentsRepository } from '../shipments/shipments.repository.js';
import { createShipToFcRepository } from '../ship-to-fc/ship-to-fc.repository.js';
import { createWarehousesRepository } from '../warehouses/warehouses.repository.js';
import { createWarehousesService } from '../warehouses/warehouses.service.js';
import { createInboundEngine } from './inbound.jobs.js';
import { createInboundRepository } from './inbound.repository.js';
import { createInboundService } from './inbound.service.js';

/**
 * Wires the inbound module: its job engine (started with the app's job queue) and the service
 * its routes call, each given the repositories of the tables it reads or writes.
 */
export function createInboundModule(deps: {
  db: Db;
  boss: PgBoss;
  marketplace: MarketplaceClient;
  log: Logger & { error(obj: object, msg: string): void };
  pollingIntervalSeconds: number;
}) {
  const { db } = deps;
  const repo = createInboundRepository(db);
  const shipToFc = createShipToFcRepository(db);
  const engine = createInboundEngine({
    boss: deps.boss,
    marketplace: deps.marketplace,
    log: deps.log,
    repo,
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
    recordCreation: (shipment, planShipmentId, confirmationId) =>
      db.transaction(async (tx) => {
        const shipmentRowId = await createShipmentsRepository(tx).recordCreated(shipment);
        await createInboundRepository(tx).updatePlanShipment(planShipmentId, {
          creationStatus: 'CREATED',
          shipmentConfirmationId: confirmationId,
          shipmentRowId,
          message: null,
        });
        return shipmentRowId;
      }),
    async favouriteFcs(accountId) {
      const rows = await shipToFc.list(accountId);
      return Object.fromEntries(rows.filter((r) => r.isDefault).map((r) => [r.fbaType, r.destinationFulfillmentId]));
    },
  });
  const products = createProductsRepository(db);
  const warehouses = createWarehousesRepository(db);
  const settings = createSettingsRepository(db);
  const service = createInboundService({
    repo,
    shipmentsRepo: createShipmentsRepository(db),
    findProducts: (accountId, storeMarketplaceId, skus) => products.findBySkus(accountId, storeMarketplaceId, skus),
    findWarehouse: (accountId, id) => warehouses.find(accountId, id),
    defaultExpiryMonths: async (accountId) => (await settings.find(accountId))?.defaultExpMonths ?? null,
    warehouses: createWarehousesService({ db }),
    engine,
    insertRequestWithPlans: (request, plans) =>
      db.transaction(async (tx) => {
        const txRepo = createInboundRepository(tx);
        const row = await txRepo.insertRequest(request);
        if (row) await txRepo.insertPlans(plans(row.id));
        return row;
      }),
    marketplace: deps.marketplace,
    withLock: (key, work) => withLock(db, key, work),
  });
  return { engine, service };
}
