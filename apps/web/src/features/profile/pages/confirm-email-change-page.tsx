import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@stowline/domain';
import { getErrorMessage } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { useSessionToken } from '../../../lib/session';
import { useConfirmEmailChange } from '../api/use-confirm-email-change';
import { profileKeys } from '../api/profile-keys';

/**
 * The page the e-mail change link opens, signed in or not (the route gate lets it render):
 * the change happens now, and the person is told which address to sign in with.
 */
export default function ConfirmEmailChangePage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const hasSession = Boolean(useSessionToken());
  const queryClient = useQueryClient();
  const confirm = useConfirmEmailChange(token);

  useEffect(() => {
    if (!confirm.isSuccess || !hasSession) return;
    void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
    // Once per successful confirmation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [confirm.isSuccess]);

  const error = !token ? messages.invalidToken : confirm.isError ? getErrorMessage(confirm.error) : null;

  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center', justifyItems: 'center' }}>
      <Typography variant="h5" component="h1">
        Confirm New Email
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ width: '100%' }}>
          {error}
        </Alert>
      ) : confirm.isSuccess ? (
        <Alert severity="success" sx={{ width: '100%', textAlign: 'left' }}>
          {confirm.data.message}
          <br />
          New e-mail: <strong>{confirm.data.email}</strong>
        </Alert>
      ) : (
        <CircularProgress aria-label="Confirming" />
      )}
      {(error || confirm.isSuccess) &&
        (hasSession ? (
          <Link component={RouterLink} to="/dashboard/setting/profile">
            Back to Profile
          </Link>
        ) : (
          <Link component={RouterLink} to="/auth/signin">
            Go to Sign In
          </Link>
        ))}
    </Box>
  );
}
