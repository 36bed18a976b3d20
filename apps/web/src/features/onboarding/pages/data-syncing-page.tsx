import { useRef } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ROUTES, isDataSynced, storeMessages } from '@stowline/domain';
import { showAlert } from '../../../lib/alert-store';
import { useCurrentUser, useOnCurrentUserFetched } from '../../../lib/current-user';
import { useSyncLogs, SyncJobList } from '../../sync-logs';
import { OnboardingCard } from '../components/onboarding-card';

/** Every job of the first sync fits one page. */
const ALL_JOBS = { pageNumber: 1, perPage: 100 };

/** Waits for the first data sync: the user every 5 s (synced flags), the jobs every 3 s (progress). */
export default function DataSyncingPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser({ refetchInterval: 5_000 });
  const logsQuery = useSyncLogs(ALL_JOBS, { runningMs: 3_000, idleMs: 3_000, silent: true });
  const synced = user ? isDataSynced(user) : false;
  const announced = useRef(false);

  // Hears the synced user before the gate does: the gate would unmount this page first.
  useOnCurrentUserFetched((fetched) => {
    if (announced.current || !isDataSynced(fetched)) return;
    announced.current = true;
    showAlert(storeMessages.dataSynced, 'success');
    navigate(ROUTES.syncingComplete, { replace: true });
  });

  const logs = logsQuery.data?.agendaLogs ?? [];
  return (
    <OnboardingCard title="Data Syncing">
      <Typography color="text.secondary">Syncing your data… this can take up to 30 minutes.</Typography>
      {logs.length > 0 ? (
        <SyncJobList logs={logs} />
      ) : (
        <LinearProgress sx={{ width: '100%' }} aria-label="Data sync in progress" />
      )}
      {!synced && (
        <Alert severity="info" sx={{ width: '100%', textAlign: 'left' }}>
          {storeMessages.waitingDataSyncCompletely}
        </Alert>
      )}
    </OnboardingCard>
  );
}
