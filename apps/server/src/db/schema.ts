/**
 * The database schema, one file per module that writes its tables (db/schema/<module>.ts; the
 * README's "Modules and the tables they write"). Code imports the tables from here; drizzle-kit
 * (drizzle.config.ts) and the table-ownership lint rule read the same files.
 */
export { accounts, users } from './schema/users.js';
export { sessions, emailTokens, rateLimits } from './schema/auth.js';
export { locks } from './schema/locks.js';
export { stores, storeMarketplaces, oauthStates, storeCredentials } from './schema/stores.js';
export { spApiBuckets, operationTimings, inboundOperations } from './schema/marketplace.js';
export { shipmentTransports, type StoredTransportOption } from './schema/transport.js';
export { products, productChanges, packagingRules } from './schema/products.js';
export {
  shipments,
  shipmentItems,
  boxes,
  pallets,
  boxItems,
  boxContentImports,
  shipmentUnitEvents,
} from './schema/shipments.js';
export { syncLogs } from './schema/sync.js';
export { subscriptions, paymentCards, cardSetups, invoices } from './schema/billing.js';
export { accountSettings } from './schema/settings.js';
export { boxCategories } from './schema/box-categories.js';
export { warehouses } from './schema/warehouses.js';
export { carrierAccounts } from './schema/carriers.js';
export { shipToWarehouses } from './schema/ship-to-fc.js';
export { shipmentDrafts } from './schema/shipment-drafts.js';
export {
  inboundPlanRequests,
  inboundPlans,
  inboundPlanShipments,
  inboundPackingGroups,
  type InboundRequestItem,
  type PackingGroupItem,
  type StoredPlacementOption,
} from './schema/inbound.js';
export { fedexShipments, type FedexLabel } from './schema/fedex.js';
