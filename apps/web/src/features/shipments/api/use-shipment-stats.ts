import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SHIPMENT_LIST_PAGE_SIZE, shipmentStatsResponseSchema, type ShipmentStatsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** POST /fullfilment/get-shipment-stats/15/{page}: the table's page and the count per status button. */
export function useShipmentStats(storeMarketplaceId: string | null, page: number, body: ShipmentStatsBody) {
  return useQuery({
    queryKey: shipmentKeys.stats(storeMarketplaceId, page, body),
    queryFn: () =>
      apiClient.post(
        `/fullfilment/get-shipment-stats/${SHIPMENT_LIST_PAGE_SIZE}/${page}`,
        shipmentStatsResponseSchema,
        body,
      ),
    enabled: storeMarketplaceId !== null,
    placeholderData: keepPreviousData,
  });
}
