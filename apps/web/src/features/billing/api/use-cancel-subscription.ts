import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { invalidateBilling } from './invalidate-billing';

/** POST /payment/cancel-subscription: the plan runs to the end of the paid period, then ends. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/payment/cancel-subscription', messageResponseSchema),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
