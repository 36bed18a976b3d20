import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConnectStoreBody, connectStoreResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { storesKeys } from './stores-keys';

/**
 * POST /onboarding/connect-new-store with the consent page's answer. Resolves once the current
 * user is fresh, so the gate already knows the store when the page moves on. The page shows
 * the outcome itself (a missing message has its own wording).
 */
export function useConnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectStoreBody) =>
      apiClient.post('/onboarding/connect-new-store', connectStoreResponseSchema, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: storesKeys.all }),
      ]),
    meta: { silent: true, silentSuccess: true },
  });
}
