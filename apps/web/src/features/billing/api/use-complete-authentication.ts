import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { invalidateBilling } from './invalidate-billing';
import { settleCardAction } from './card-action';

/**
 * POST /payment/complete-authentication: finishes a card action once the processor's 3-D
 * Secure page sent the browser back with the intent's id. A refused authentication answers
 * an error, which the alert bar shows; the payment status may have changed either way.
 */
export function useCompleteAuthentication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intentId: string) =>
      apiClient.post('/payment/complete-authentication', cardActionResponseSchema, { intentId }),
    onSuccess: (result) => settleCardAction(queryClient, result),
    onError: () => invalidateBilling(queryClient),
    meta: { silentSuccess: true },
  });
}
