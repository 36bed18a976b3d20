import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OnboardingCard } from '../components/onboarding-card';

export default function SyncingCompletePage() {
  return (
    <OnboardingCard title="Data Synced Successfully">
      <Typography color="text.secondary">Your store data is ready.</Typography>
      <Button component={RouterLink} to="/dashboard/shipment" variant="contained" size="large">
        Get Started
      </Button>
    </OnboardingCard>
  );
}
