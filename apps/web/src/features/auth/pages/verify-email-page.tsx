import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { currentUserKeys } from '../../../lib/current-user';
import { useSessionToken } from '../../../lib/session';
import { useVerifyEmail } from '../api/use-verify-email';

/** The page the verification e-mail links to: verifies once, then moves on. */
export default function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasSession = Boolean(useSessionToken());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail(token);

  useEffect(() => {
    if (!verify.isSuccess) return;
    showAlert(verify.data?.message ?? messages.emailVerified, 'success');
    // Signed in: the gate moves the now verified user on; otherwise sign in next.
    if (hasSession) void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    else navigate('/auth/signin', { replace: true });
    // Runs once when verification succeeds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [verify.isSuccess]);

  const error = !token ? messages.invalidToken : verify.isError ? getErrorMessage(verify.error) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
      <Typography variant="h5" component="h1">
        Email Verification
      </Typography>
      {error ? (
        <>
          <Alert severity="error" sx={{ width: '100%' }}>
            {error}
          </Alert>
          <Link component={RouterLink} to="/auth/signin">
            Go to Sign In
          </Link>
        </>
      ) : verify.isSuccess ? (
        <Alert severity="success" sx={{ width: '100%' }}>
          {verify.data?.message ?? messages.emailVerified}
        </Alert>
      ) : (
        <CircularProgress aria-label="Verifying" />
      )}
    </Box>
  );
}
