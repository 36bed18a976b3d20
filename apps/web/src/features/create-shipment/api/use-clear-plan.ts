import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema, planRequestListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** The most plan requests the list route answers at once. */
const LIST_LIMIT = 20;

/**
 * Clear Ship Plan: DELETE /createShipment/plan-requests/{id} ('Ship plan cleared'). Decision: the
 * drawer shows the store marketplace's latest plan request, so the earlier ones still listed are
 * cleared with it; otherwise the one before would come back in its place.
 */
export function useClearPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      planRequestId,
      storeMarketplaceId,
    }: {
      planRequestId: string;
      storeMarketplaceId: string;
    }) => {
      const answer = await apiClient.delete(inboundPaths.planRequest(planRequestId), messageResponseSchema);
      const { planRequests } = await apiClient.get(inboundPaths.planRequests, planRequestListResponseSchema, {
        query: { storeMarketplaceId, limit: LIST_LIMIT },
      });
      for (const earlier of planRequests)
        await apiClient.delete(inboundPaths.planRequest(earlier._id), messageResponseSchema);
      return answer;
    },
    onSuccess: (_answer, { storeMarketplaceId }) => {
      queryClient.setQueryData(createShipmentKeys.latestPlanRequest(storeMarketplaceId), null);
      queryClient.removeQueries({ queryKey: createShipmentKeys.planRequests(), type: 'inactive' });
    },
  });
}
