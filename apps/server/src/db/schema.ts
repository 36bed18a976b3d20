import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The tenant. A seller's account holds the seller-level state (approval, subscription,
 * payment) that the seller's workers share; every seller-owned row carries account_id.
 */
export const accounts = pgTable('accounts', {
  id: id(),
  adminApproval: text('admin_approval').notNull().default('pending'),
  amountToUseCents: integer('amount_to_use_cents').notNull().default(9900),
  subscribed: boolean('subscribed').notNull().default(false),
  onboardCompleted: boolean('onboard_completed').notNull().default(false),
  paymentStatus: text('payment_status').notNull().default('pending'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across the service because it is the sign-in name. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_account_idx').on(t.accountId, t.userType)],
);

/** Server-side sessions: a JWT names its row, so deleting or revoking the row ends it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mail verification and password reset tokens: random, stored as SHA-256, single use. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_key').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/** A connected marketplace store. Connection and sync arrive with the marketplace issue. */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    region: text('region').notNull().default('na'),
    sellerId: text('seller_id'),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    shipmentsSynced: boolean('shipments_synced').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('stores_account_idx').on(t.accountId)],
);

export const storeMarketplaces = pgTable(
  'store_marketplaces',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    marketplaceId: text('marketplace_id').notNull(),
    code: text('code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    listingSynced: boolean('listing_synced').notNull().default(false),
    catalogSynced: boolean('catalog_synced').notNull().default(false),
    quantitySynced: boolean('quantity_synced').notNull().default(false),
    prepInstructionSynced: boolean('prep_instruction_synced').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('store_marketplaces_account_idx').on(t.accountId)],
);
