import { transactionWith, type Db } from '../../db/client.js';
import type { ProductsService } from '../products/products.service.js';
import { createShipmentDraftsRepository } from './shipment-drafts.repository.js';
import { createShipmentDraftsService } from './shipment-drafts.service.js';

/** Wires the Create Shipment drafts: the service over its repository, products read through their service. */
export function createShipmentDraftsModule(deps: { db: Db; products: Pick<ProductsService, 'productsByIds'> }) {
  const { db } = deps;
  return createShipmentDraftsService({
    shipmentDraftsRepo: createShipmentDraftsRepository(db),
    transaction: transactionWith(db, (tx) => ({ shipmentDraftsRepo: createShipmentDraftsRepository(tx) })),
    loadProducts: deps.products.productsByIds,
  });
}
