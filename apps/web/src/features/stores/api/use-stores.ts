import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStoresResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { storesKeys } from './stores-keys';

/** GET /onboarding/get-stores?name= ; `enabled` lets a page skip the call (workers never load stores). */
export function useStores(name: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storesKeys.list(name),
    queryFn: () => apiClient.get('/onboarding/get-stores', getStoresResponseSchema, { query: { name } }),
    select: (data) => data.storeData,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
