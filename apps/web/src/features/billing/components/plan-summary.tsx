import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventBusy from '@mui/icons-material/EventBusy';
import History from '@mui/icons-material/History';
import { TRIAL_DAYS, billingMessages, type Subscription } from '@stowline/domain';
import { useState, type ReactNode } from 'react';
import { formatDate } from '../../../lib/format-date';
import { formatPlanAmount } from './billing-format';

interface PlanSummaryProps {
  subscription: Subscription;
  retryPending: boolean;
  cancelPending: boolean;
  onRetry: () => void;
  onCancel: () => void;
}

function DateLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      {icon}
      <span>{children}</span>
    </Typography>
  );
}

function StatusChip({ subscription }: { subscription: Subscription }) {
  if (subscription.paymentStatus === 'failed') return <Chip size="small" color="error" label="Payment failed" />;
  if (subscription.paymentStatus === 'inprogress')
    return <Chip size="small" color="warning" label="Payment in progress" />;
  if (subscription.status === 'cancelled')
    return <Chip size="small" color="warning" variant="outlined" label="Cancelled" />;
  if (subscription.status === 'ended' || !subscription.isSubscriptionActive) return <Chip size="small" label="Ended" />;
  if (subscription.isTrialGoing) return <Chip size="small" color="info" label="Free trial" />;
  return <Chip size="small" color="success" label="Active" />;
}

/**
 * The plan box: the monthly amount and plan while active, or why it is not; the trial, the
 * next (or, when a retry is due, the last) payment date and the end date once cancelled.
 */
export function PlanSummary({ subscription, retryPending, cancelPending, onRetry, onCancel }: PlanSummaryProps) {
  const active = subscription.isSubscriptionActive && subscription.status === 'active';
  const endDate = subscription.subscriptionEndDate;
  // The moment the page was drawn: an end date passing while it is open shows after the next fetch.
  const [drawnAt] = useState(Date.now);
  const ended = subscription.status === 'ended' || (endDate !== null && new Date(endDate).getTime() <= drawnAt);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, height: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}
      aria-labelledby="plan-title"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="overline" color="text.secondary" id="plan-title">
          Your plan
        </Typography>
        <StatusChip subscription={subscription} />
      </Box>
      {active ? (
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700 }}>
              {formatPlanAmount(subscription.amoutToCharge, subscription.currencyCode)}
            </Typography>
            <Typography color="text.secondary">per month</Typography>
          </Box>
          <Typography variant="h6" component="h2">
            {subscription.planName}
          </Typography>
        </Box>
      ) : (
        <Typography
          variant="h5"
          component="h2"
          color={subscription.status === 'cancelled' ? 'warning.dark' : 'text.primary'}
          sx={{ fontWeight: 600 }}
        >
          {subscription.status === 'cancelled'
            ? billingMessages.subscriptionCancelled
            : billingMessages.subscriptionEnded}
        </Typography>
      )}
      {subscription.isTrialGoing && (
        <Alert severity="info" variant="outlined">
          {TRIAL_DAYS}-day free trial{subscription.trialEndsAt ? ` until ${formatDate(subscription.trialEndsAt)}` : ''}.
          You are not charged before it ends.
        </Alert>
      )}
      <Divider />
      <Box sx={{ display: 'grid', gap: 1 }}>
        {subscription.showRetry ? (
          <>
            {subscription.nextScheduleTime && (
              <DateLine icon={<EventBusy fontSize="small" color="error" />}>
                Payment due since {formatDate(subscription.nextScheduleTime)}
              </DateLine>
            )}
            <DateLine icon={<History fontSize="small" />}>
              Last payment: {subscription.lastScheduleTime ? formatDate(subscription.lastScheduleTime) : 'none yet'}
            </DateLine>
          </>
        ) : (
          active &&
          subscription.nextScheduleTime && (
            <DateLine icon={<EventAvailable fontSize="small" />}>
              Next payment: {formatDate(subscription.nextScheduleTime)}
            </DateLine>
          )
        )}
        {subscription.status !== 'active' && endDate && (
          <DateLine icon={<EventBusy fontSize="small" />}>
            {ended ? 'Ended on' : 'Ends on'} {formatDate(endDate)}
          </DateLine>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 'auto', pt: 1 }}>
        {subscription.showRetry && (
          <Button
            variant="contained"
            color="error"
            disabled={subscription.disableRetry || retryPending}
            onClick={onRetry}
            startIcon={
              retryPending ? (
                <CircularProgress size={18} color="inherit" aria-label="Retrying the payment" />
              ) : undefined
            }
          >
            Retry Payment Now
          </Button>
        )}
        <Button variant="outlined" color="inherit" disabled={!active || cancelPending} onClick={onCancel}>
          Cancel Subscription
        </Button>
      </Box>
      {subscription.showRetry && subscription.disableRetry && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
          Add a card to retry the payment.
        </Typography>
      )}
    </Paper>
  );
}
