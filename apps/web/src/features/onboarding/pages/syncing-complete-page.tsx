import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@stowline/domain';
import { useCompleteOnboarding } from '../api/use-complete-onboarding';
import { OnboardingCard } from '../components/onboarding-card';

export default function SyncingCompletePage() {
  const navigate = useNavigate();
  const completeOnboarding = useCompleteOnboarding();
  return (
    <OnboardingCard title="Data Synced Successfully">
      <Typography color="text.secondary">Your store data is ready.</Typography>
      <Button
        variant="contained"
        size="large"
        disabled={completeOnboarding.isPending}
        onClick={() =>
          // The alert bar shows the welcome message; the refreshed user lets the dashboard open.
          void completeOnboarding.mutateAsync().then(
            () => navigate(ROUTES.shipment, { replace: true }),
            () => undefined,
          )
        }
      >
        Get Started
      </Button>
    </OnboardingCard>
  );
}
