import { useQuery } from '@tanstack/react-query';
import { existingShipmentsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** GET /createShipment/existing-shipments?storeMarketplaceId: the WORKING shipments (Existing Shipments tab). */
export function useExistingShipments(storeMarketplaceId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: createShipmentKeys.existingShipments(storeMarketplaceId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(inboundPaths.existingShipments, existingShipmentsResponseSchema, {
          query: { storeMarketplaceId },
        })
      ).shipments,
    enabled: enabled && storeMarketplaceId !== null,
  });
}
