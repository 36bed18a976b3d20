import { useQuery } from '@tanstack/react-query';
import type { Card } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /payment/get-payment-cards: the seller's cards, numbers masked by the server. */
export function usePaymentCards() {
  return useQuery({
    queryKey: billingKeys.cards(),
    queryFn: () => apiClient.get<{ cards: Card[] }>('/payment/get-payment-cards'),
    select: (data) => data.cards,
  });
}
