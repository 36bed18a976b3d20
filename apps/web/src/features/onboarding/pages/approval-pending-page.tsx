import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user';
import { OnboardingCard } from '../components/onboarding-card';

/** Waits for the administrator: polling the current user lets the gate move on once approved. */
export default function ApprovalPendingPage() {
  useCurrentUser({ refetchInterval: 5000 });
  return (
    <OnboardingCard title="Admin Approval Pending">
      <CircularProgress size={32} aria-label="Waiting for approval" />
      <Typography color="text.secondary">
        An administrator reviews every new account. This page moves on by itself once your account is approved.
      </Typography>
    </OnboardingCard>
  );
}
