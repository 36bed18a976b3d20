import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateSyncLogBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys } from './sku-list-keys';

/** PUT /setting/update-data-sync-log {name: 'listing'}: Sync SKUs queues the selected marketplace's listing job again. */
export function useSyncSkus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put('/setting/update-data-sync-log', messageResponseSchema, {
        name: 'listing',
      } satisfies UpdateSyncLogBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: skuListKeys.listingSyncs() }),
  });
}
