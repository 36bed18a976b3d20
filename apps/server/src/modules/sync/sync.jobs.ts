import type { SyncJobName } from '@stowline/domain';
import type { JobContext } from './job-context.js';
import { syncCatalog, syncListing, syncPrepInstructions, syncQuantity } from './product-jobs.js';
import { syncShipments } from './shipment-jobs.js';

export { NotReadyError, type JobContext, type SyncData } from './job-context.js';

/** The handler of each sync job: the products' facts (product-jobs.ts) and the inbound shipments (shipment-jobs.ts). */
export const SYNC_HANDLERS: Record<SyncJobName, (ctx: JobContext) => Promise<void>> = {
  listing: syncListing,
  quantity: syncQuantity,
  prepInstruction: syncPrepInstructions,
  catalog: syncCatalog,
  shipments: syncShipments,
};
