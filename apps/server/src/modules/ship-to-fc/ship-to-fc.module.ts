import { transactionWith, type Db } from '../../db/client.js';
import { createShipToFcRepository } from './ship-to-fc.repository.js';
import { createShipToFcService } from './ship-to-fc.service.js';

/** Wires the favourite fulfillment centres: the repository (inbound reads the defaults) and service. */
export function createShipToFcModule(deps: { db: Db }) {
  const { db } = deps;
  const repo = createShipToFcRepository(db);
  const service = createShipToFcService({
    shipToFcRepo: repo,
    transaction: transactionWith(db, (tx) => ({ shipToFcRepo: createShipToFcRepository(tx) })),
  });
  return { repo, service };
}
