import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectStoreBody, Store } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { storesKeys } from './stores-keys';

interface ConnectStoreResponse {
  message: string;
  connectedStore: Store;
  action: 'newstore' | 'reauthorize';
}

/**
 * POST /onboarding/connect-new-store with the consent page's answer. Resolves once the current
 * user is fresh, so the gate already knows the store when the page moves on. The page shows
 * the outcome itself (a missing message has its own wording).
 */
export function useConnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConnectStoreBody) => apiClient.post<ConnectStoreResponse>('/onboarding/connect-new-store', body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: storesKeys.all }),
      ]),
    meta: { silent: true, silentSuccess: true },
  });
}
