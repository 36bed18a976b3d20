import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingAddress } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** PUT /payment/billing-address: stored by Stowline and sent to the payment processor's customer. */
export function useUpdateBillingAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: BillingAddress) => apiClient.put<{ message: string }>('/payment/billing-address', address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.billingAddress() }),
  });
}
