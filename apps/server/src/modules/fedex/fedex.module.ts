import { transactionWith, type Db } from '../../db/client.js';
import { systemClock } from '../../lib/clock.js';
import type { CarriersService } from '../carriers/carriers.service.js';
import type { FedexClient } from '../carriers/fedex-client.js';
import { createBoxesRepository } from '../shipments/boxes.repository.js';
import { createShipmentTransportRepository } from '../shipments/shipment-transport.repository.js';
import { createFedexRepository } from './fedex.repository.js';
import { createFedexService } from './fedex.service.js';

/**
 * Wires FedEx shipping of a shipment: its repository, the shipments module's transport fields
 * and boxes (the shipments module owns those tables), and the carrier account's credentials.
 */
export function createFedexModule(deps: {
  db: Db;
  fedexApi: FedexClient;
  carriers: Pick<CarriersService, 'credentialsOf'>;
  assertShipmentReady: (accountId: string, shipmentRowId: string) => Promise<void>;
  /** Tracking ids are the boxes'; the transport fields the shipment's: both kinds are announced. */
  changed: (change: { accountId: string; shipmentRowId: string }) => void;
}) {
  const { db } = deps;
  return createFedexService({
    fedexRepo: createFedexRepository(db),
    transportRepo: createShipmentTransportRepository(db),
    boxesRepo: createBoxesRepository(db),
    transaction: transactionWith(db, (tx) => ({
      fedexRepo: createFedexRepository(tx),
      transportRepo: createShipmentTransportRepository(tx),
    })),
    assertShipmentReady: deps.assertShipmentReady,
    credentialsOf: (accountId) => deps.carriers.credentialsOf(accountId),
    fedex: deps.fedexApi,
    // Ship dates are the carrier's calendar: the real clock, not the app clock billing moves in tests.
    clock: systemClock,
    changed: deps.changed,
  });
}
