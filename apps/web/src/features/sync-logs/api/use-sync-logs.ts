import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isSyncRunning, syncLogResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { syncLogsKeys, type SyncLogsFilter } from './sync-logs-keys';

interface SyncLogsPolling {
  /** Poll this often while a job is queued or running. */
  runningMs: number;
  /** Poll this often otherwise. */
  idleMs: number;
  /** Leave failed polls out of the alert bar (a waiting screen would repeat them every few seconds). */
  silent?: boolean;
}

/** GET /setting/get-data-sync-log?pageNumber&perPage, polled faster while a job is queued or running. */
export function useSyncLogs(filter: SyncLogsFilter, polling: SyncLogsPolling) {
  return useQuery({
    queryKey: syncLogsKeys.list(filter),
    queryFn: () => apiClient.get('/setting/get-data-sync-log', syncLogResponseSchema, { query: { ...filter } }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.agendaLogs.some((log) => isSyncRunning(log.state)) ? polling.runningMs : polling.idleMs,
    meta: { silent: polling.silent },
  });
}
