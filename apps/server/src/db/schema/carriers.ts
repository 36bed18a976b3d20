import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/** A carrier account's API credentials (FedEx), encrypted with AES-256-GCM (lib/crypto.ts). */
export const carrierAccounts = pgTable(
  'carrier_accounts',
  {
    id: id(),
    accountId: accountId(),
    carrierName: text('carrier_name').notNull(),
    clientIdEnc: text('client_id_enc').notNull(),
    secretKeyEnc: text('secret_key_enc').notNull(),
    accountNumberEnc: text('account_number_enc').notNull(),
    labelStockType: text('label_stock_type').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carrier_accounts_account_carrier_key').on(t.accountId, t.carrierName)],
);
