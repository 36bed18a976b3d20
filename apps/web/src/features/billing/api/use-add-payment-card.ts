import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCardBody, CardActionResponse } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { settleCardAction } from './card-action';

/** PUT /payment/add-new-payment-card: the Payment Details dialog; may need a 3-D Secure step. */
export function useAddPaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCardBody) => apiClient.put<CardActionResponse>('/payment/add-new-payment-card', body),
    onSuccess: (result) => settleCardAction(queryClient, result),
    meta: { silentSuccess: true },
  });
}
