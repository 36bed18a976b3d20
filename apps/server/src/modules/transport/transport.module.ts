import type PgBoss from 'pg-boss';
import type { ShipmentChangeKind } from '@stowline/domain';
import { transactionWith, type Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { withLock } from '../../lib/locks.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import type { Logger, MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createPlacementRepository } from '../shipments/placement.repository.js';
import { createShipmentTransportRepository } from '../shipments/shipment-transport.repository.js';
import { createTransportRepository } from './transport.repository.js';
import { createTransportService } from './transport.service.js';

/**
 * Wires the transport module: its repository (shipment_transports), the shipments module's one writer
 * of the shipment's transport fields (the shipments module owns that table), the readiness check of
 * the items service, and the live announcer.
 */
export function createTransportModule(deps: {
  db: Db;
  boss: PgBoss;
  marketplace: MarketplaceClient;
  operations: OperationPoller;
  log: Logger & { error(obj: object, msg: string): void };
  pollingIntervalSeconds: number;
  clock: Clock;
  assertShipmentReady: (accountId: string, shipmentRowId: string) => Promise<void>;
  changed: (change: { accountId: string; shipmentRowId: string; kind: ShipmentChangeKind }) => void;
}) {
  const { db } = deps;
  return createTransportService({
    boss: deps.boss,
    marketplace: deps.marketplace,
    operations: deps.operations,
    log: deps.log,
    transportRepo: createTransportRepository(db),
    shipmentsRepo: createShipmentTransportRepository(db),
    transaction: transactionWith(db, (tx) => ({
      transportRepo: createTransportRepository(tx),
      shipmentsRepo: createShipmentTransportRepository(tx),
      placementRepo: createPlacementRepository(tx),
    })),
    packedBoxes: createPlacementRepository(db).packedBoxes,
    assertShipmentReady: deps.assertShipmentReady,
    changed: deps.changed,
    pollingIntervalSeconds: deps.pollingIntervalSeconds,
    withLock: (key, work) => withLock(db, key, work),
    clock: deps.clock,
  });
}
