import { useQuery } from '@tanstack/react-query';
import { loadCardProcessor } from '../lib/card-processor';
import { billingKeys } from './billing-keys';
import { usePaymentConfig } from './use-payment-config';

/**
 * The payment processor's browser script, loaded once from GET /payment/config's address.
 * Not an API call of ours, but it is fetched, cached and retried like one.
 */
export function useCardProcessor() {
  const configQuery = usePaymentConfig();
  const config = configQuery.data;
  const processorQuery = useQuery({
    queryKey: billingKeys.processor(config?.publishableKey ?? ''),
    queryFn: () => loadCardProcessor(config!.jsUrl, config!.publishableKey),
    enabled: Boolean(config),
    staleTime: Infinity,
    gcTime: Infinity,
    // A script tag either loads or it does not: one more try covers a flaky connection.
    retry: 1,
    // The card fields say it inline.
    meta: { silent: true },
  });
  return {
    processor: processorQuery.data ?? null,
    error: configQuery.error ?? processorQuery.error,
    isLoading: configQuery.isPending || (Boolean(config) && processorQuery.isPending),
  };
}
