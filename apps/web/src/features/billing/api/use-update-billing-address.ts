import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BillingAddress, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** PUT /payment/billing-address: stored by Stowline and sent to the payment processor's customer. */
export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: BillingAddress) => apiClient.put('/payment/billing-address', messageResponseSchema, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.billingAddress() }),
  });
}
