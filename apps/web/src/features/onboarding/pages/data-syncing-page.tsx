import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user';
import { OnboardingCard } from '../components/onboarding-card';

/** Waits for the first data sync; polling lets the gate move on once everything is synced. */
export default function DataSyncingPage() {
  useCurrentUser({ refetchInterval: 10_000 });
  return (
    <OnboardingCard title="Data Syncing">
      <LinearProgress sx={{ width: '100%' }} aria-label="Data sync in progress" />
      <Alert severity="info">Waiting to Data Sync completely!</Alert>
      <Typography variant="body2" color="text.secondary">
        Listings, prep instructions, quantities and shipments are synchronised; this can take up to 30 minutes.
      </Typography>
    </OnboardingCard>
  );
}
