import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chooseOptionResponseSchema, type ChooseOptionBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/**
 * POST /createShipment/plan-requests/{id}/choose-option: Try this FC ({ selectedFcid }) or a
 * placement option chosen side by side ({ placementOptionId }). The answer says whether the
 * choice changed; its message goes to the alert bar (the caller picks the tone).
 */
export function useChooseOption(planRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChooseOptionBody) =>
      apiClient.post(inboundPaths.chooseOption(planRequestId), chooseOptionResponseSchema, body),
    onSuccess: ({ planRequest }) => {
      queryClient.setQueryData(createShipmentKeys.planRequest(planRequest._id), planRequest);
    },
    meta: { silentSuccess: true },
  });
}
