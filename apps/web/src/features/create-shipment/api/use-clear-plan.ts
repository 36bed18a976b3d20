import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/**
 * Clear Ship Plan: DELETE /createShipment/plan-requests/{id} ('Ship plan cleared'). The server
 * clears a store marketplace's earlier requests whenever a new one is made, so the one cleared
 * here is the only one listed, and it cancels the plans at Amazon in the background.
 */
export function useClearPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planRequestId }: { planRequestId: string; storeMarketplaceId: string }) =>
      apiClient.delete(inboundPaths.planRequest(planRequestId), messageResponseSchema),
    onSuccess: (_answer, { storeMarketplaceId }) => {
      queryClient.setQueryData(createShipmentKeys.latestPlanRequest(storeMarketplaceId), null);
      queryClient.removeQueries({ queryKey: createShipmentKeys.planRequests(), type: 'inactive' });
    },
  });
}
