import { index, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { storeMarketplaces } from './stores.js';
import { accountId, users } from './users.js';

/**
 * A store marketplace's shipment draft (the Create Shipments drawer and the SKU list's selection),
 * shared by the account's users. `content` holds product ids and counts (packages/domain
 * saveDraftBodySchema without the version); `version` grows by one with every save, so a save made
 * from an older version is refused.
 */
export const shipmentDrafts = pgTable(
  'shipment_drafts',
  {
    id: id(),
    accountId: accountId(),
    storeMarketplaceId: uuid('store_marketplace_id')
      .notNull()
      .references(() => storeMarketplaces.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    content: jsonb('content').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipment_drafts_store_marketplace_key').on(t.storeMarketplaceId),
    index('shipment_drafts_account_idx').on(t.accountId),
  ],
);
