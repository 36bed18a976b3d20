import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveStoreMarketplacesBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /onboarding/update-store-marketplaces: changes an existing store's marketplaces from
 * Profile. Every query is refreshed, since data is kept per marketplace.
 */
export function useUpdateStoreMarketplaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoreMarketplacesBody) =>
      apiClient.post('/onboarding/update-store-marketplaces', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries(),
    meta: { silentSuccess: true },
  });
}
