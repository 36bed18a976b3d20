import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** DELETE /createShipment/plan-requests/{id}: Clear Ship Plan ('Ship plan cleared'). */
export function useClearPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planRequestId: string) =>
      apiClient.delete(inboundPaths.planRequest(planRequestId), messageResponseSchema),
    onSuccess: (_data, planRequestId) => {
      queryClient.removeQueries({ queryKey: createShipmentKeys.planRequest(planRequestId) });
      return queryClient.invalidateQueries({ queryKey: createShipmentKeys.planRequests() });
    },
  });
}
