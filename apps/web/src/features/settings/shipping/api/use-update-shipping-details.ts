import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ShippingDetailsBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** POST /setting/default-shipping-details */
export function useUpdateShippingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingDetailsBody) =>
      apiClient.post('/setting/default-shipping-details', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.shippingDetails() }),
  });
}
