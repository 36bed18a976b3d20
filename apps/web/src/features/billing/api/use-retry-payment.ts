import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { invalidateBilling } from './invalidate-billing';
import { settleCardAction } from './card-action';

/**
 * POST /payment/retry-failed-transaction with the default card. Silent on errors: a declined
 * card (402) opens the Payment Error dialog, the page shows anything else. A success resolves
 * once the current user is fresh, so the menu and the gate let the seller work again.
 */
export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (returnPath: string) =>
      apiClient.post('/payment/retry-failed-transaction', cardActionResponseSchema, { returnPath }),
    onSuccess: (result) => settleCardAction(queryClient, result),
    // A declined retry may move the next attempt or the payment status.
    onError: () => invalidateBilling(queryClient),
    meta: { silent: true, silentSuccess: true },
  });
}
