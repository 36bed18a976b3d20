import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/**
 * PUT /onboarding/delete-store. Every query is refreshed: the default store marketplace, and
 * so everything the dashboard shows, may have moved to another store.
 */
export function useDeleteStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => apiClient.put('/onboarding/delete-store', messageResponseSchema, { storeId }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
