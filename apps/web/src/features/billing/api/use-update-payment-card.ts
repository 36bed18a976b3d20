import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

export interface UpdatePaymentCardBody {
  action: 'default' | 'delete';
  cardId: string;
}

/** PUT /payment/update-payment-card: makes a card the default one, or deletes it. */
export function useUpdatePaymentCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePaymentCardBody) =>
      apiClient.put('/payment/update-payment-card', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.cards() }),
  });
}
