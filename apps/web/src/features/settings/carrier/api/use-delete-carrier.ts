import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CarrierAccountName, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** DELETE /setting/delete-carrier/{carrierName} */
export function useDeleteCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (carrierName: CarrierAccountName) =>
      apiClient.delete(`/setting/delete-carrier/${encodeURIComponent(carrierName)}`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.carriers() }),
  });
}
