import { messageResponseSchema } from '@stowline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateBilling } from './invalidate-billing';

/** POST /payment/resume-subscription: a cancelled plan goes on before its end date, with no charge now. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/payment/resume-subscription', messageResponseSchema),
    onSuccess: () => invalidateBilling(queryClient),
  });
}
