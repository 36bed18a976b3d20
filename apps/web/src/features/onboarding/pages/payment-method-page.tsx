import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { DEFAULT_SUBSCRIPTION_AMOUNT, TRIAL_DAYS } from '@stowline/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { LaterIssueNote } from '../components/later-issue-note';
import { OnboardingCard } from '../components/onboarding-card';

export default function PaymentMethodPage() {
  const { user } = useCurrentUser();
  const amount = user?.paymentDetails.amountToUse || DEFAULT_SUBSCRIPTION_AMOUNT;
  return (
    <OnboardingCard title="Payment Method">
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 3, width: '100%', maxWidth: 360 }}>
        <Typography variant="h6">Premium Monthly Plan</Typography>
        <Typography variant="h4" sx={{ my: 1 }}>
          ${amount}
          <Typography component="span" color="text.secondary">
            {' '}
            / month
          </Typography>
        </Typography>
        <Divider sx={{ my: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {TRIAL_DAYS}-day free trial
        </Typography>
      </Box>
      <LaterIssueNote>
        Card entry arrives with the payment integration: the secure card fields and Submit are enabled then.
      </LaterIssueNote>
      <Button variant="contained" disabled>
        Submit
      </Button>
    </OnboardingCard>
  );
}
