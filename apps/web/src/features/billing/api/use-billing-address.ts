import { useQuery } from '@tanstack/react-query';
import { billingAddressResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /payment/billing-address: the address receipts print; null before the seller gave one. */
export function useBillingAddress() {
  return useQuery({
    queryKey: billingKeys.billingAddress(),
    queryFn: () => apiClient.get('/payment/billing-address', billingAddressResponseSchema),
    select: (data) => data.address,
  });
}
