import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages, signInBodySchema, type SignInBody } from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';
import { PasswordField } from '../../../components/password-field';
import { getSignOutReason, useSessionToken } from '../../../lib/session';
import { useSignIn } from '../api/use-sign-in';

export default function SignInPage() {
  const signIn = useSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInBody>({ resolver: zodResolver(signInBodySchema), defaultValues: { email: '', password: '' } });
  const missing = Boolean(errors.email || errors.password);
  useSessionToken(); // re-renders when the sign-out reason changes
  const signedOutBecause = getSignOutReason();

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((body) => signIn.mutate(body))}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography variant="h5" component="h1">
        Sign In
      </Typography>
      {signedOutBecause && (
        <Alert severity="warning" data-testid="signed-out-reason">
          {signedOutBecause}
        </Alert>
      )}
      {missing && <Alert severity="error">{messages.signInRequired}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={Boolean(errors.email)}
        {...muiRegister(register, 'email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={Boolean(errors.password)}
        {...muiRegister(register, 'password')}
      />
      <Box sx={{ textAlign: 'right' }}>
        <Link component={RouterLink} to="/auth/forget-password">
          Forgot Password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending}>
        Sign In
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/auth/signup">
          Sign Up
        </Link>
      </Typography>
    </Box>
  );
}
