import { useInfiniteQuery } from '@tanstack/react-query';
import { SHIPMENT_SIDEBAR_STEP, getShipmentsResponseSchema, type GetShipmentsBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** POST /fullfilment/get-shipments: the sidebar's tiles, 10 more each time the list's end comes into view. */
export function useShipmentsSidebar(storeMarketplaceId: string | null, filters: Omit<GetShipmentsBody, 'nextLimit'>) {
  return useInfiniteQuery({
    queryKey: shipmentKeys.sidebar(storeMarketplaceId, filters),
    queryFn: ({ pageParam }) =>
      apiClient.post('/fullfilment/get-shipments', getShipmentsResponseSchema, { ...filters, nextLimit: pageParam }),
    initialPageParam: 0,
    // Spec section 4: more only when the total is at least 10 and more remain.
    getNextPageParam: (last, pages) => {
      const held = pages.reduce((n, p) => n + p.response.length, 0);
      return last.totalShipmentCount >= SHIPMENT_SIDEBAR_STEP && held < last.totalShipmentCount ? held : undefined;
    },
    enabled: storeMarketplaceId !== null,
  });
}
