import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

export interface PaymentConfig {
  publishableKey: string;
  jsUrl: string;
}

/** GET /payment/config: the processor's publishable key and script address; fixed for the page's life. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: billingKeys.config(),
    queryFn: () => apiClient.get<PaymentConfig>('/payment/config'),
    staleTime: Infinity,
    // The card fields say it inline.
    meta: { silent: true },
  });
}
