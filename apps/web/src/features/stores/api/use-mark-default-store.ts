import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * PUT /onboarding/mark-default-store: the side-menu selector's choice. Every query is
 * refreshed, since what the dashboard shows belongs to the default store marketplace.
 */
export function useMarkDefaultStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeMarketplaceId: string) =>
      apiClient.put('/onboarding/mark-default-store', messageResponseSchema, { storeMarketplaceId }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
