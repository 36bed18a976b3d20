import type { SyncLog } from '@stowline/domain';

/** 'Listing (US)' for a marketplace's job, 'Shipments' for a store-wide one. */
export function getSyncLogLabel(log: SyncLog): string {
  return log.marketplaceCode ? `${log.nameToUse} (${log.marketplaceCode})` : log.nameToUse;
}
