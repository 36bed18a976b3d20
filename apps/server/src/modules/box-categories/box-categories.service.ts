import { settingsMessages, type BoxCategory, type BoxCategoryBody } from '@stowline/domain';
import { isUniqueViolation } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { BoxCategoriesRepository, BoxCategoryRow } from './box-categories.repository.js';

function toBoxCategory(row: BoxCategoryRow): BoxCategory {
  return {
    _id: row.id,
    name: row.name,
    dimensions: {
      length: row.length,
      width: row.width,
      height: row.height,
      weight: row.weight,
      weightUnit: row.weightUnit === 'ounces' ? 'ounces' : 'pounds',
    },
  };
}

function toValues(body: BoxCategoryBody) {
  const { length, width, height, weight, weightUnit } = body.dimensions;
  return { name: body.name, length, width, height, weight, weightUnit };
}

/** Box categories: box sizes with an empty weight, named uniquely within the account (case aside). */
export function createBoxCategoriesService({
  boxCategoriesRepo: repo,
}: {
  boxCategoriesRepo: BoxCategoriesRepository;
}) {
  return {
    async list(actor: Actor) {
      return { boxCategories: (await repo.list(actor.accountId)).map(toBoxCategory) };
    },

    async create(actor: Actor, body: BoxCategoryBody) {
      const row = await repo.insert(actor.accountId, toValues(body));
      if (!row) throw new AppError('CONFLICT', settingsMessages.boxCategoryNameTaken);
      return { message: settingsMessages.boxCategoryAdded, newBox: toBoxCategory(row) };
    },

    async update(actor: Actor, id: string, body: BoxCategoryBody) {
      let row: BoxCategoryRow | undefined;
      try {
        row = await repo.update(actor.accountId, id, toValues(body));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', settingsMessages.boxCategoryNameTaken);
        throw error;
      }
      if (!row) throw new AppError('NOT_FOUND', settingsMessages.boxCategoryNotFound);
      return { message: settingsMessages.boxCategoryUpdated, newBox: toBoxCategory(row) };
    },

    async delete(actor: Actor, id: string) {
      if (!(await repo.delete(actor.accountId, id)))
        throw new AppError('NOT_FOUND', settingsMessages.boxCategoryNotFound);
      return { message: settingsMessages.boxCategoryDeleted };
    },
  };
}

export type BoxCategoriesService = ReturnType<typeof createBoxCategoriesService>;
