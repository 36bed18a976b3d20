/** Query keys of the shipment-drafts feature. */
export const shipmentDraftKeys = {
  all: ['shipment-draft'] as const,
  detail: (storeMarketplaceId: string) => [...shipmentDraftKeys.all, storeMarketplaceId] as const,
};
