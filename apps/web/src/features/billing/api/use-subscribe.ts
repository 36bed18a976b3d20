import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SubscribeBody, cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { rememberSubscribeForm } from '../lib/card-form-memory';
import { isLeavingForAuthentication, settleCardAction } from './card-action';

/**
 * POST /payment/add-payment-card-details: the onboarding subscription (card, address, trial).
 * Resolves once the current user is fresh, so the gate moves the seller to the next step;
 * or after sending the browser to the processor's 3-D Secure page (what was typed into our fields
 * is kept in the tab for the return, in case the bank's check does not pass).
 */
export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeBody) =>
      apiClient.post('/payment/add-payment-card-details', cardActionResponseSchema, body),
    onSuccess: (result, body) => {
      if (isLeavingForAuthentication(result)) rememberSubscribeForm(body);
      return settleCardAction(queryClient, result);
    },
    meta: { silentSuccess: true },
  });
}
