import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { WORKER_SIGNED_OUT_MESSAGE, decideRoute } from '@stowline/domain';
import { showAlert } from '../lib/alert-store';
import { getErrorMessage, isApiError } from '../lib/api-client';
import { useCurrentUser } from '../lib/current-user';
import { readMarkers, setSignOutReason } from '../lib/session';
import { useSignOut } from '../lib/use-sign-out';
import { FullScreenSpinner } from '../components/spinners';

/**
 * The route gate: every location change asks the domain's decideRoute what to do, and this
 * component only carries it out (render, wait, redirect, or sign out).
 */
export function Gate() {
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { hasToken, user, error, refetch, isFetching } = useCurrentUser();
  const decision = decideRoute({ path: location.pathname, hasToken, user, markers: readMarkers() });
  const signingOut = useRef(false);

  const target = decision.kind === 'redirect' || decision.kind === 'signOut' ? decision.to : null;
  useEffect(() => {
    if (decision.kind === 'redirect') {
      if (decision.notice) showAlert(decision.notice.message, decision.notice.severity);
      navigate(decision.to, { replace: true });
    } else if (decision.kind === 'signOut' && !signingOut.current) {
      signingOut.current = true;
      // The gate signs out only a worker whose seller's store or subscription needs attention.
      setSignOutReason(WORKER_SIGNED_OUT_MESSAGE);
      void signOut().finally(() => {
        signingOut.current = false;
      });
    }
    // The decision is fully described by its kind and target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [decision.kind, target, location.pathname]);

  if (decision.kind === 'render') {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    );
  }

  // A failed current-user load that is not an Unauthorized (that one signs out) would otherwise spin forever.
  const failed = decision.kind === 'loading' && error && !isFetching && !(isApiError(error) && error.status === 401);
  if (failed) {
    return (
      <Box sx={{ position: 'fixed', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Box sx={{ textAlign: 'center' }}>
          <Typography color="error" sx={{ mb: 2 }}>
            {getErrorMessage(error)}
          </Typography>
          <Button variant="contained" onClick={() => void refetch()}>
            Retry
          </Button>
        </Box>
      </Box>
    );
  }
  return <FullScreenSpinner />;
}
