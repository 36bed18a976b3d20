import { useQuery } from '@tanstack/react-query';
import { subscriptionResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /payment/subscription: the plan, its dates and whether a failed payment may be retried; null without one. */
export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription(),
    queryFn: () => apiClient.get('/payment/subscription', subscriptionResponseSchema),
    select: (data) => data.subscription,
  });
}
