import { useQuery } from '@tanstack/react-query';
import { cardsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /payment/get-payment-cards: the seller's cards, numbers masked by the server. */
export function usePaymentCards() {
  return useQuery({
    queryKey: billingKeys.cards(),
    queryFn: () => apiClient.get('/payment/get-payment-cards', cardsResponseSchema),
    select: (data) => data.cards,
  });
}
