import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubscribeBody, cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { settleCardAction } from './card-action';

/**
 * POST /payment/add-payment-card-details: the onboarding subscription (card, address, trial).
 * Resolves once the current user is fresh, so the gate moves the seller to the next step;
 * or after sending the browser to the processor's 3-D Secure page.
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeBody) =>
      apiClient.post('/payment/add-payment-card-details', cardActionResponseSchema, body),
    onSuccess: (result) => settleCardAction(queryClient, result),
    meta: { silentSuccess: true },
  });
}
