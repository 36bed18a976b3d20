import { transactionWith, type Db } from '../../db/client.js';
import { createWarehousesRepository } from './warehouses.repository.js';
import { createWarehousesService } from './warehouses.service.js';

/** Wires the seller's warehouses: the repository (shipments and inbound read it) and the service. */
export function createWarehousesModule(deps: { db: Db }) {
  const { db } = deps;
  const repo = createWarehousesRepository(db);
  const service = createWarehousesService({
    warehousesRepo: repo,
    transaction: transactionWith(db, (tx) => ({ warehousesRepo: createWarehousesRepository(tx) })),
  });
  return { repo, service };
}
