import type { GetShipmentsBody, ShipmentStatsBody } from '@stowline/domain';

/** Query keys of the shipments feature; a change to one shipment invalidates `all`'s lists and its detail. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  lists: () => [...shipmentKeys.all, 'list'] as const,
  stats: (storeMarketplaceId: string | null, page: number, body: ShipmentStatsBody) =>
    [...shipmentKeys.lists(), 'stats', storeMarketplaceId, page, body] as const,
  sidebar: (storeMarketplaceId: string | null, body: Omit<GetShipmentsBody, 'nextLimit'>) =>
    [...shipmentKeys.lists(), 'sidebar', storeMarketplaceId, body] as const,
  detail: (id: string) => [...shipmentKeys.all, 'detail', id] as const,
  settings: (id: string) => [...shipmentKeys.all, 'settings', id] as const,
  sync: () => [...shipmentKeys.all, 'sync'] as const,
};
