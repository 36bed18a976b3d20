import { sql } from 'drizzle-orm';
import { doublePrecision, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/** A box size the seller packs with; packaging rules name one. Dimensions in inches. */
export const boxCategories = pgTable(
  'box_categories',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    length: doublePrecision('length').notNull(),
    width: doublePrecision('width').notNull(),
    height: doublePrecision('height').notNull(),
    weight: doublePrecision('weight').notNull(),
    /** 'pounds' or 'ounces'. */
    weightUnit: text('weight_unit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('box_categories_account_name_key').on(t.accountId, sql`lower(${t.name})`)],
);
