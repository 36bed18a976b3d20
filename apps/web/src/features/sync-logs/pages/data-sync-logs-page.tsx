import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { PAGE_SIZES, ROUTES, storeMessages, type SyncLog } from '@stowline/domain';
import { PageHeader } from '../../../components/page-header';
import { useCurrentUser } from '../../../lib/current-user';
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
  const { user } = useCurrentUser();
  // Data Sync stays open with the store disconnected (the spec's 'always allowed'): it says so
  // and leads to Profile, where the store is reauthorised.
  const defaultStoreDisconnected = Boolean(user?.defaultStore && !user.defaultStore.isAuthorized);
  const storeDisconnected =
    logsQuery.data?.agendaLogs.some((log) => log.lastErrorCode === 'STORE_UNAUTHORIZED') ?? false;
  // A sync that found the store disconnected changes what the gate allows and what the store
  // list shows: fetch everything again (Data Sync stays open and says so; other screens send the user to Profile).
  useEffect(() => {
    if (storeDisconnected) void queryClient.invalidateQueries();
  }, [storeDisconnected, queryClient]);

  return (
    <>
      <PageHeader title="Data Sync Logs" />
      {defaultStoreDisconnected && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={ROUTES.profile}>
              Go to Profile
            </Button>
          }
        >
          {storeMessages.needToConnectStore}
        </Alert>
      )}
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
