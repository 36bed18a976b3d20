import { useQuery } from '@tanstack/react-query';
import { paymentConfigResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /payment/config: the processor's publishable key and script address; fixed for the page's life. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: billingKeys.config(),
    queryFn: () => apiClient.get('/payment/config', paymentConfigResponseSchema),
    staleTime: Infinity,
    // The card fields say it inline.
    meta: { silent: true },
  });
}
