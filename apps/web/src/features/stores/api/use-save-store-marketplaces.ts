import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveStoreMarketplacesBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { setPageMarker } from '../../../lib/session';
import { storesKeys } from './stores-keys';

/**
 * POST /onboarding/save-store-marketplaces (onboarding, reconnect, new store). Sets the
 * 'congratulation' page marker before refreshing the current user, so the gate shows
 * Congratulations rather than the step after it; resolves once the user is fresh.
 */
export function useSaveStoreMarketplaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoreMarketplacesBody) =>
      apiClient.post('/onboarding/save-store-marketplaces', messageResponseSchema, body),
    onSuccess: () => {
      setPageMarker('congratulation');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: storesKeys.all }),
      ]);
    },
  });
}
