import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { OnboardingCard } from '../components/onboarding-card';

export default function StartPage() {
  return (
    <OnboardingCard title="Welcome">
      <Typography color="text.secondary">
        Connect your Amazon store, choose your marketplaces and start preparing inbound shipments.
      </Typography>
      <Button component={RouterLink} to="/onboarding/connect-amazon" variant="contained" size="large">
        Get Started
      </Button>
    </OnboardingCard>
  );
}
