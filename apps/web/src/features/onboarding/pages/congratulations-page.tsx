import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { setNewStore, setPageMarker, setReauthorize } from '../../../lib/session';
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
          // The marker, reauthorise mode and the add-store visit end when the user leaves this screen.
          setPageMarker(null);
          setReauthorize(null);
          setNewStore(false);
          navigate('/onboarding/payment-method');
        }}
      >
        Continue
      </Button>
    </OnboardingCard>
  );
}
