import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES, storeMessages, type SyncLog } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { readPageParam, setPageParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import { useResyncLog } from '../api/use-resync-log';
import { useSyncLogs } from '../api/use-sync-logs';
import { ResyncLogDialog } from '../components/resync-log-dialog';
import { SyncLogsTable } from '../components/sync-logs-table';

/** Data Sync Logs: the page lives in the URL; the list refreshes every 2 s while a job is queued or running. */
export default function DataSyncLogsPage() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const pageNumber = readPageParam(searchParams);
  const perPage = PAGE_SIZES.syncLogs;
  const logsQuery = useSyncLogs({ pageNumber, perPage }, { runningMs: 2_000, idleMs: 30_000 });
  const resync = useResyncLog();
  const [confirming, setConfirming] = useState<SyncLog | null>(null);
  const queryClient = useQueryClient();
  const storeDisconnected =
    logsQuery.data?.agendaLogs.some((log) => log.lastError === storeMessages.needToConnectStore) ?? false;
  // A sync that found the store disconnected changes what the gate allows and what the store
  // list shows: fetch everything again (Data Sync stays open; the other screens send the user to Profile).
  useEffect(() => {
    if (storeDisconnected) void queryClient.invalidateQueries();
  }, [storeDisconnected, queryClient]);

  return (
    <>
      <PageHeader title="Data Sync Logs" />
      <SyncLogsTable
        rows={logsQuery.data?.agendaLogs ?? []}
        total={logsQuery.data?.totalSyncCount ?? 0}
        page={pageNumber}
        perPage={perPage}
        loading={logsQuery.isPending}
        onPageChange={(page) => setPageParam(updateSearchParams, page)}
        onSyncNow={setConfirming}
      />
      {confirming && (
        <ResyncLogDialog
          name={confirming.nameToUse}
          pending={resync.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => resync.mutate(confirming._id, { onSuccess: () => setConfirming(null) })}
        />
      )}
    </>
  );
}
