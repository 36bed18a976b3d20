import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isSyncRunning, messageResponseSchema, syncLogResponseSchema, type UpdateSyncLogBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

const RUNNING_POLL_MS = 3_000;
const IDLE_POLL_MS = 60_000;

/** The store's shipments sync job (Data Sync Logs lists it beside the marketplace's jobs), or null before it exists. */
export function useShipmentsSyncLog() {
  return useQuery({
    queryKey: shipmentKeys.sync(),
    queryFn: async () => {
      const { agendaLogs } = await apiClient.get('/setting/get-data-sync-log', syncLogResponseSchema, {
        query: { pageNumber: 1, perPage: 100 },
      });
      return agendaLogs.find((log) => log.name === 'shipments') ?? null;
    },
    refetchInterval: (query) =>
      query.state.data && isSyncRunning(query.state.data.state) ? RUNNING_POLL_MS : IDLE_POLL_MS,
    meta: { silent: true },
  });
}

/** PUT /setting/update-data-sync-log {name: 'shipments'}: Sync Shipments queues the shipments job again. */
export function useSyncShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiClient.put('/setting/update-data-sync-log', messageResponseSchema, {
        name: 'shipments',
      } satisfies UpdateSyncLogBody),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shipmentKeys.sync() }),
  });
}
