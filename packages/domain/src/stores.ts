import { z } from 'zod';
import { MAX_TEXT, PAGE_SIZES } from './constants.js';
import { errorCodeSchema } from './errors.js';
import { storeSchema } from './users.js';

/** The North American marketplaces a store can sell in (spec document 1, section 9). */
export const MARKETPLACES = [
  { code: 'US', marketplaceId: 'ATVPDKIKX0DER', name: 'United States', countryCode: 'US', currencyCode: 'USD' },
  { code: 'CA', marketplaceId: 'A2EUQ1WTGCTBG2', name: 'Canada', countryCode: 'CA', currencyCode: 'CAD' },
  { code: 'MX', marketplaceId: 'A1AM78C64UM0Y8', name: 'Mexico', countryCode: 'MX', currencyCode: 'MXN' },
  { code: 'BR', marketplaceId: 'A2Q3Y263D00KWC', name: 'Brazil', countryCode: 'BR', currencyCode: 'BRL' },
] as const;
export type MarketplaceCode = (typeof MARKETPLACES)[number]['code'];
export const MARKETPLACE_IDS: readonly string[] = MARKETPLACES.map((m) => m.marketplaceId);
export const REGIONS = [{ value: 'na', label: 'North America' }] as const;

/** Store names: required, trimmed, at most 50 characters (what fits the side-menu selector). */
export const STORE_NAME_MAX = 50;

export const storeMessages = {
  storeConnected: 'Store Connected Successfully',
  storeConnectionFailed: 'Store connection failed',
  needToConnectStore: 'Unauthorize: Need to connect store again!',
  dataSynced: 'Data Synced Successfully',
  waitingDataSyncCompletely: 'Waiting to Data Sync completely!',
  welcome: 'Welcome to Stowline! Your store is ready.',
  updated: 'Updated Successfully',
  storeDeleted: 'Store Deleted Successfully',
  // Messages the spec leaves open.
  storeNameRequired: 'Store name is required',
  storeNameTooLong: `Store name can be of upto ${STORE_NAME_MAX} characters`,
  storeNameTaken: 'A store with this name already exists',
  consentCancelled: 'Amazon authorisation was cancelled, so the store was not connected. Click Connect to try again.',
  consentStateInvalid: 'This store connection link is invalid or has expired. Click Connect to start again.',
  wrongSellerOnReauthorize: 'Sign in to Amazon with the seller account this store belongs to, then reconnect.',
  storeAlreadyConnected: 'This Amazon seller account is already connected to another Stowline account.',
  sellerNotConfirmed:
    'Amazon did not confirm this seller account, so the store was not connected. Click Connect to start again.',
  /** Ours: Amazon refused one operation while the store's grant stays good (a role not granted). */
  operationDenied: (operation: string) =>
    `Amazon refused ${operation} for this store: its authorization does not include this operation. Check the roles granted to Stowline in Seller Central; the store stays connected.`,
  selectMarketplace: 'Select at least one marketplace',
  marketplaceNotAvailable: 'This marketplace is not available to the store',
  syncAlreadyRunning: 'This sync is already running',
  resyncQueued: 'Sync started',
} as const;

const storeName = z
  .string()
  .trim()
  .min(1, storeMessages.storeNameRequired)
  .max(STORE_NAME_MAX, storeMessages.storeNameTooLong);
const uuid = z.string().uuid('Not found');

/**
 * POST /onboarding/authorize-store-url: starts the consent redirect. Connect sends the new
 * store's name; Reconnect sends the store id and keeps the name fixed.
 */
export const authorizeStoreBodySchema = z.union([
  z.object({ storeName, region: z.literal('na').default('na') }),
  z.object({ storeId: uuid }),
]);
export type AuthorizeStoreBody = z.infer<typeof authorizeStoreBodySchema>;
export const authorizeStoreResponseSchema = z.object({ url: z.string() });
export type AuthorizeStoreResponse = z.infer<typeof authorizeStoreResponseSchema>;

/** POST /onboarding/connect-new-store: the query parameters the consent page returned with. */
export const connectStoreBodySchema = z.object({
  state: z.string().min(1).max(200),
  spapi_oauth_code: z.string().min(1).max(500),
  selling_partner_id: z.string().min(1).max(100),
  mws_auth_token: z.string().max(500).optional(),
});
export type ConnectStoreBody = z.infer<typeof connectStoreBodySchema>;
export const connectStoreResponseSchema = z.object({
  message: z.string(),
  connectedStore: storeSchema,
  /** 'newstore' for a new store, 'reauthorize' when an existing store was reconnected. */
  action: z.enum(['newstore', 'reauthorize']),
});
export type ConnectStoreResponse = z.infer<typeof connectStoreResponseSchema>;

/** GET /onboarding/get-stores?name= */
export const getStoresQuerySchema = z.object({ name: z.string().trim().max(MAX_TEXT).optional() });
export const storeWithMarketplacesSchema = storeSchema.extend({
  sellerId: z.string().nullable(),
  createdAt: z.string(),
  storeMarketplaces: z.array(
    z.object({ _id: z.string(), marketplaceId: z.string(), code: z.string(), isDefault: z.boolean() }),
  ),
});
export type StoreWithMarketplaces = z.infer<typeof storeWithMarketplacesSchema>;
export const getStoresResponseSchema = z.object({ storeData: z.array(storeWithMarketplacesSchema) });
export type GetStoresResponse = z.infer<typeof getStoresResponseSchema>;

/** GET /onboarding/get-marketplace-participation?storeId= */
export const marketplaceParticipationQuerySchema = z.object({ storeId: uuid });
export const marketplaceOptionSchema = z.object({
  marketplaceId: z.string(),
  code: z.string(),
  name: z.string(),
  /** The store participates in this marketplace; otherwise its checkbox is disabled. */
  isAvailable: z.boolean(),
  /** Already one of the store's marketplaces. */
  isSelected: z.boolean(),
});
export type MarketplaceOption = z.infer<typeof marketplaceOptionSchema>;
export const marketplaceParticipationResponseSchema = z.object({ marketplaces: z.array(marketplaceOptionSchema) });
export type MarketplaceParticipationResponse = z.infer<typeof marketplaceParticipationResponseSchema>;

/** POST /onboarding/save-store-marketplaces and POST /onboarding/update-store-marketplaces. */
export const saveStoreMarketplacesBodySchema = z.object({
  storeId: uuid,
  storeMarketplaces: z
    .array(z.string().refine((id) => MARKETPLACE_IDS.includes(id), storeMessages.marketplaceNotAvailable))
    .min(1, storeMessages.selectMarketplace)
    .max(MARKETPLACES.length),
  newStore: z.boolean().default(false),
  action: z.enum(['newstore', 'reauthorize']).optional(),
});
export type SaveStoreMarketplacesBody = z.infer<typeof saveStoreMarketplacesBodySchema>;

/** PUT /onboarding/mark-default-store: the footer selector's choice. */
export const markDefaultStoreBodySchema = z.object({ storeMarketplaceId: uuid });
/** PUT /onboarding/delete-store */
export const deleteStoreBodySchema = z.object({ storeId: uuid });
/** PUT /onboarding/update-store: rename a store from Profile's store details. */
export const updateStoreBodySchema = z.object({ storeId: uuid, name: storeName });

// Data sync logs (spec document 1: Data Sync Logs; agenda log entity)
export const SYNC_JOB_NAMES = ['listing', 'prepInstruction', 'quantity', 'catalog', 'shipments'] as const;
export type SyncJobName = (typeof SYNC_JOB_NAMES)[number];
export const SYNC_STATES = ['PENDING', 'IN PROGRESS', 'COMPLETED', 'FAILED'] as const;
export type SyncState = (typeof SYNC_STATES)[number];
/** What the Data Sync Logs table calls each job. */
export const SYNC_JOB_LABELS: Record<SyncJobName, string> = {
  listing: 'Listing',
  prepInstruction: 'Prep Instruction',
  quantity: 'Quantity',
  catalog: 'Catalog',
  shipments: 'Shipments',
};

/** Sync Now (and Sync SKUs / Sync Shipments) are refused while a job is queued or running. */
export function isSyncRunning(state: SyncState): boolean {
  return state === 'PENDING' || state === 'IN PROGRESS';
}

export const syncLogSchema = z.object({
  _id: z.string(),
  name: z.enum(SYNC_JOB_NAMES),
  nameToUse: z.string(),
  /** Marketplace country code, or null for store-wide jobs (shipments). */
  marketplaceCode: z.string().nullable(),
  /** Human text, e.g. '6 hours'. */
  repeatInterval: z.string(),
  state: z.enum(SYNC_STATES),
  progress: z.number().min(0).max(100),
  lastRunAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** lastError's code, for programs: STORE_UNAUTHORIZED when the store must be connected again. */
  lastErrorCode: errorCodeSchema.nullable(),
});
export type SyncLog = z.infer<typeof syncLogSchema>;
export const syncLogQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.syncLogs),
});
export const syncLogResponseSchema = z.object({ agendaLogs: z.array(syncLogSchema), totalSyncCount: z.number() });
export type SyncLogResponse = z.infer<typeof syncLogResponseSchema>;
/**
 * PUT /setting/update-data-sync-log: resync one log by id (Data Sync Logs), or by name for the
 * default store marketplace (Sync SKUs, Sync Shipments).
 */
export const updateSyncLogBodySchema = z.union([z.object({ _id: uuid }), z.object({ name: z.enum(SYNC_JOB_NAMES) })]);
export type UpdateSyncLogBody = z.infer<typeof updateSyncLogBodySchema>;
