import type { QueryClient } from '@tanstack/react-query';
import { currentUserKeys } from '../../../lib/current-user';
import { billingKeys } from './billing-keys';

/**
 * After a card action or a subscription change: the gate reads `subscribed` and the payment
 * status from the current user, and the Billing Plan page shows the billing queries.
 */
export function invalidateBilling(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      currentUserKeys.all,
      billingKeys.subscription(),
      billingKeys.cards(),
      billingKeys.invoiceLists(),
      billingKeys.billingAddress(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
