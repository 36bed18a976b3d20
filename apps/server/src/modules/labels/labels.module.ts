import type { ProductLabelType } from '@stowline/domain';
import { transactionWith, type Db } from '../../db/client.js';
import type { Actor } from '../auth/sessions.js';
import { createItemsRepository } from '../shipments/items.repository.js';
import { createLabelsService, type LabelsServiceDeps } from './labels.service.js';

/** Wires product labels: the shipment's items (the shipments module's table) and their printed counts. */
export function createLabelsModule(deps: {
  db: Db;
  productLabelFormat: (actor: Actor) => Promise<ProductLabelType>;
  changed: LabelsServiceDeps['changed'];
}) {
  const { db } = deps;
  return createLabelsService({
    itemsRepo: createItemsRepository(db),
    transaction: transactionWith(db, (tx) => ({ itemsRepo: createItemsRepository(tx) })),
    productLabelFormat: deps.productLabelFormat,
    ...(deps.changed ? { changed: deps.changed } : {}),
  });
}
