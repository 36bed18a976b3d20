import type { Db } from '../../db/client.js';
import { createBoxCategoriesRepository } from './box-categories.repository.js';
import { createBoxCategoriesService } from './box-categories.service.js';

/** Wires the account's box categories: the service over its repository. */
export function createBoxCategoriesModule(deps: { db: Db }) {
  return createBoxCategoriesService({ boxCategoriesRepo: createBoxCategoriesRepository(deps.db) });
}
