import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { setPageMarker, setReauthorize } from '../../../lib/session';
import { OnboardingCard } from '../components/onboarding-card';

export default function CongratulationsPage() {
  const navigate = useNavigate();
  return (
    <OnboardingCard title="Congratulations">
      <Typography color="text.secondary">Your store and marketplaces are connected.</Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => {
          // The marker and reauthorise mode end when the user leaves this screen.
          setPageMarker(null);
          setReauthorize(false);
          navigate('/onboarding/payment-method');
        }}
      >
        Continue
      </Button>
    </OnboardingCard>
  );
}
