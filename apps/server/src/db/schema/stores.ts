import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { id, createdAt } from './columns.js';
import { accountId } from './users.js';

/** A connected marketplace store (an Amazon seller account in one region). */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    accountId: accountId(),
    name: text('name').notNull(),
    region: text('region').notNull().default('na'),
    sellerId: text('seller_id'),
    isAuthorized: boolean('is_authorized').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    shipmentsSynced: boolean('shipments_synced').notNull().default(false),
    /** getMarketplaceParticipations, kept from the last connection: that call allows one request a minute. */
    participations: jsonb('participations').$type<{ marketplaceId: string; isParticipating: boolean }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_account_idx').on(t.accountId),
    // One Amazon seller account belongs to one Stowline account.
    uniqueIndex('stores_seller_region_key').on(t.sellerId, t.region),
  ],
);

export const storeMarketplaces = pgTable(
  'store_marketplaces',
  {
    id: id(),
    accountId: accountId(),
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
  (t) => [
    index('store_marketplaces_account_idx').on(t.accountId),
    uniqueIndex('store_marketplaces_store_marketplace_key').on(t.storeId, t.marketplaceId),
  ],
);

/**
 * A consent redirect in flight: the `state` we send to Seller Central, stored as a hash and
 * bound to the session that started it, so a forged, replayed or stolen state is refused.
 */
export const oauthStates = pgTable('oauth_states', {
  id: id(),
  stateHash: text('state_hash').notNull().unique(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  /** Set when reauthorising an existing store; otherwise the new store's name is kept. */
  storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  storeName: text('store_name'),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** A store's LWA credentials, encrypted with AES-256-GCM (lib/crypto.ts). */
export const storeCredentials = pgTable('store_credentials', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  accountId: accountId(),
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  mwsAuthTokenEnc: text('mws_auth_token_enc'),
  /** The cached LWA access token, shared by every process until it nears expiry. */
  accessTokenEnc: text('access_token_enc'),
  accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
