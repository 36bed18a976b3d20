import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { syncLogsKeys } from './sync-logs-keys';

/** PUT /setting/update-data-sync-log: queues one job again (Sync Now). */
export function useResyncLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.put('/setting/update-data-sync-log', messageResponseSchema, { _id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncLogsKeys.lists() }),
  });
}
