import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddCarrierBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /setting/add-carrier: saves or replaces the account's FedEx credentials. */
export function useSaveCarrier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCarrierBody) => apiClient.put('/setting/add-carrier', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.carriers() }),
  });
}
