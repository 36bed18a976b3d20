/** Query keys of the create-shipment feature. */
export const createShipmentKeys = {
  all: ['create-shipment'] as const,
  lookups: () => [...createShipmentKeys.all, 'sku-lookup'] as const,
  lookup: (key: SkuLookupKey, value: string) => [...createShipmentKeys.lookups(), key, value] as const,
  planRequests: () => [...createShipmentKeys.all, 'plan-requests'] as const,
  latestPlanRequest: (storeMarketplaceId: string) =>
    [...createShipmentKeys.planRequests(), 'latest', storeMarketplaceId] as const,
  planRequest: (id: string) => [...createShipmentKeys.planRequests(), id] as const,
  existingShipments: (storeMarketplaceId: string) =>
    [...createShipmentKeys.all, 'existing-shipments', storeMarketplaceId] as const,
  suggestions: (storeMarketplaceId: string) => [...createShipmentKeys.all, 'suggestions', storeMarketplaceId] as const,
  warehouses: () => [...createShipmentKeys.all, 'warehouses'] as const,
};

/** What the Single tab of 'Add SKUs to Plan' looks up by. */
export type SkuLookupKey = 'asin' | 'sku';
