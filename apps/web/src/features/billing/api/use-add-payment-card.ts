import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddCardBody, cardActionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { settleCardAction } from './card-action';

/** PUT /payment/add-new-payment-card: the Payment Details dialog; may need a 3-D Secure step. */
export function useAddPaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCardBody) => apiClient.put('/payment/add-new-payment-card', cardActionResponseSchema, body),
    onSuccess: (result) => settleCardAction(queryClient, result),
    meta: { silentSuccess: true },
  });
}
