import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { storesKeys } from './stores-keys';

/** PUT /onboarding/update-store: renames a store. Silent on errors: a taken name shows on the field. */
export function useUpdateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { storeId: string; name: string }) =>
      apiClient.put('/onboarding/update-store', messageResponseSchema, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storesKeys.all }),
        // The side menu's selector shows store names.
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
      ]),
    meta: { silent: true },
  });
}
