import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddCardBody, cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { rememberAddCardForm } from '../lib/card-form-memory';
import { isLeavingForAuthentication, settleCardAction } from './card-action';

/**
 * PUT /payment/add-new-payment-card: the Payment Details dialog; may need a 3-D Secure step (what
 * was typed into our fields is kept in the tab for the return, in case the bank's check does not pass).
 */
export function useAddPaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCardBody) => apiClient.put('/payment/add-new-payment-card', cardActionResponseSchema, body),
    onSuccess: (result, body) => {
      if (isLeavingForAuthentication(result)) rememberAddCardForm(body);
      return settleCardAction(queryClient, result);
    },
    meta: { silentSuccess: true },
  });
}
