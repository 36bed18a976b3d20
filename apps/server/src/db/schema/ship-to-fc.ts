import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/** A favourite fulfilment centre for an FBA type (Ship to FC); at most one default per type. */
export const shipToWarehouses = pgTable(
  'ship_to_warehouses',
  {
    id: id(),
    accountId: accountId(),
    fbaType: text('fba_type').notNull(),
    destinationFulfillmentId: text('destination_fulfillment_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ship_to_warehouses_account_type_fc_key').on(t.accountId, t.fbaType, t.destinationFulfillmentId),
    uniqueIndex('ship_to_warehouses_one_default')
      .on(t.accountId, t.fbaType)
      .where(sql`is_default`),
  ],
);
