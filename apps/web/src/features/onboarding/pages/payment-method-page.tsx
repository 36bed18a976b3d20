import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { DEFAULT_SUBSCRIPTION_AMOUNT, ROUTES, TRIAL_DAYS, type SubscribeBody } from '@stowline/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { getReauthorizeStoreId, setReauthorize } from '../../../lib/session';
import {
  isLeavingForAuthentication,
  useSubscribe,
  PlanPricePanel,
  SubscribeForm,
  useAuthenticationReturn,
} from '../../billing';

function CenteredNote({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', alignContent: 'center', gap: 2, py: 6, textAlign: 'center' }}>
      {children}
    </Box>
  );
}

/**
 * Payment Method: the subscription's card and billing address beside the price panel. The
 * 3-D Secure page comes back here; a subscribed or reauthorising seller only goes back to work.
 */
export default function PaymentMethodPage() {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const subscribe = useSubscribe();
  const { completing } = useAuthenticationReturn();
  // Stays true once the browser is on its way to the 3-D Secure page.
  const [leaving, setLeaving] = useState(false);
  const amount = user?.paymentDetails.amountToUse || DEFAULT_SUBSCRIPTION_AMOUNT;
  const skip = Boolean(user?.onboardingInfo.subscribed) || Boolean(getReauthorizeStoreId());

  const submit = async (body: Omit<SubscribeBody, 'returnPath'>) => {
    const result = await subscribe.mutateAsync({ ...body, returnPath: ROUTES.paymentMethod });
    if (isLeavingForAuthentication(result)) setLeaving(true);
  };

  const goBack = () => {
    // The payment step's gate lets Select Marketplaces render (no marker needed): its SAVE
    // leads through Congratulations back here.
    const storeId = user?.defaultStore?._id;
    navigate(storeId ? `${ROUTES.selectMarketplaces}?${new URLSearchParams({ storeId })}` : ROUTES.selectMarketplaces);
  };

  const backToWork = () => {
    // Leave first (rendered at once): the reauthorise visit ends with this screen.
    void navigate(ROUTES.shipment, { flushSync: true });
    setReauthorize(null);
  };

  if (skip) {
    return (
      <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h4" component="h1" sx={{ textAlign: 'center' }}>
          Payment Method
        </Typography>
        <CenteredNote>
          <CheckCircleOutlined color="success" sx={{ fontSize: 48 }} />
          <Typography>Your subscription is already set up.</Typography>
          <Button variant="contained" size="large" onClick={backToWork}>
            Back To Work
          </Button>
        </CenteredNote>
      </Paper>
    );
  }

  const content: ReactNode = completing ? (
    <CenteredNote>
      <CircularProgress aria-label="Confirming your card" />
      <Typography color="text.secondary">Confirming your card with your bank…</Typography>
    </CenteredNote>
  ) : (
    <SubscribeForm pending={subscribe.isPending || leaving} onSubmit={submit} onGoBack={goBack} />
  );

  return (
    <Paper sx={{ p: { xs: 3, sm: 5 } }}>
      <Typography variant="h4" component="h1">
        Payment Method
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Add the card for your subscription. Your {TRIAL_DAYS}-day free trial starts today.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box>{content}</Box>
        <PlanPricePanel amount={amount} />
      </Box>
    </Paper>
  );
}
