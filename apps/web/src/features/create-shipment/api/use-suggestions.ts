import { useQuery } from '@tanstack/react-query';
import { suggestedShipmentsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** GET /createShipment/suggested-shipments?storeMarketplaceId: low-stock SKUs in no WORKING shipment. */
export function useSuggestions(storeMarketplaceId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: createShipmentKeys.suggestions(storeMarketplaceId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(inboundPaths.suggestions, suggestedShipmentsResponseSchema, {
          query: { storeMarketplaceId },
        })
      ).suggestions,
    enabled: enabled && storeMarketplaceId !== null,
  });
}
