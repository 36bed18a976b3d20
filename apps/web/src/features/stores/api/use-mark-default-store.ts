import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/**
 * PUT /onboarding/mark-default-store: the side-menu selector's choice. Every query is
 * refreshed, since what the dashboard shows belongs to the default store marketplace.
 */
export function useMarkDefaultStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeMarketplaceId: string) =>
      apiClient.put<{ message: string }>('/onboarding/mark-default-store', { storeMarketplaceId }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
