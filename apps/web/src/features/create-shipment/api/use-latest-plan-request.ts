import { useQuery } from '@tanstack/react-query';
import { planRequestListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/**
 * GET /createShipment/plan-requests?storeMarketplaceId&limit=1: the store marketplace's latest
 * plan request, so a reload (or another tab, or a worker of the account) finds the plans the
 * drawer showed, as it finds the drawer's SKUs in the shipment draft.
 */
export function useLatestPlanRequest(storeMarketplaceId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: createShipmentKeys.latestPlanRequest(storeMarketplaceId ?? ''),
    queryFn: async () =>
      (
        await apiClient.get(inboundPaths.planRequests, planRequestListResponseSchema, {
          query: { storeMarketplaceId, limit: 1 },
        })
      ).planRequests[0] ?? null,
    enabled: enabled && storeMarketplaceId !== null,
  });
}
