import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../../lib/current-user';
import { useSignOut } from '../../../lib/use-sign-out';
import { getPreviousPage, getSignupEmail } from '../../../lib/session';
import { useResendEmail, type ResendKind } from '../api/use-resend-email';

export default function CheckEmailPage() {
  // A signed-in, unverified user waits here: poll so verifying in another tab moves them on.
  const { user } = useCurrentUser({ refetchInterval: 5000 });
  const resend = useResendEmail();
  const signOut = useSignOut();

  const previousPage = getPreviousPage();
  const kind: ResendKind = !user && previousPage === 'reset' ? 'reset' : 'verification';
  const email = user?.email ?? getSignupEmail();

  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">
        Check your email
      </Typography>
      {email ? (
        <Typography>
          We sent {kind === 'reset' ? 'a password reset link' : 'a verification link'} to{' '}
          <Box component="strong" data-testid="check-email-address">
            {email}
          </Box>
          .
        </Typography>
      ) : (
        <Typography>We sent you an e-mail. Open the link in it to continue.</Typography>
      )}
      {email && (
        <Typography variant="body2">
          Didn&apos;t receive the email?{' '}
          <Link
            component="button"
            type="button"
            disabled={resend.isPending}
            onClick={() => resend.mutate({ kind, email })}
            sx={{ verticalAlign: 'baseline' }}
          >
            Resend
          </Link>
        </Typography>
      )}
      <Typography variant="body2">
        {user ? (
          // Signed in but unverified: Sign In would send them straight back here, so sign out first.
          <Link component="button" type="button" onClick={() => void signOut()} sx={{ verticalAlign: 'baseline' }}>
            Back to Sign In
          </Link>
        ) : (
          <Link component={RouterLink} to="/auth/signin">
            Back to Sign In
          </Link>
        )}
      </Typography>
    </Box>
  );
}
