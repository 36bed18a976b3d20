import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages, resetPasswordFormSchema } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';
import { PasswordField } from '../../../components/password-field';
import { getPasswordMatchHelper } from '../components/password-match';
import { useResetPassword } from '../api/use-reset-password';

type ResetForm = z.input<typeof resetPasswordFormSchema>;

interface SetPasswordPageProps {
  title: string;
  /** The query parameter of the e-mailed link that carries the token. */
  tokenParam: string;
  missingTokenMessage: string;
  submit: ReturnType<typeof useResetPassword>;
  /** Where to go once the password is set. */
  doneTo: string;
}

/** Choosing a password from an e-mailed link: a reset, or a worker's invitation. */
export function SetPasswordPage({
  title,
  tokenParam,
  missingTokenMessage,
  submit: resetPassword,
  doneTo,
}: SetPasswordPageProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get(tokenParam) ?? '';
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isValid },
  } = useForm<ResetForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');
  const match = getPasswordMatchHelper(password, confirmPassword);

  const onSubmit = handleSubmit(({ password: pw }) => {
    if (!token) return;
    resetPassword.mutate({ password: pw, token }, { onSuccess: () => navigate(doneTo) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!token && <Alert severity="error">{missingTokenMessage}</Alert>}
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        disabled={!token}
        error={Boolean(password) && Boolean(errors.password)}
        helperText={
          <>
            {messages.passwordHint}
            <br />
            {messages.passwordLength}
          </>
        }
        {...muiRegister(register, 'password')}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        disabled={!token}
        error={Boolean(confirmPassword) && password !== confirmPassword}
        helperText={match.text}
        helperColor={match.color}
        {...muiRegister(register, 'confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" disabled={!token || !isValid || resetPassword.isPending}>
        {title}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/signin">
          Back to Sign In
        </Link>
      </Typography>
    </Box>
  );
}

export default function ResetPasswordPage() {
  const resetPassword = useResetPassword();
  return (
    <SetPasswordPage
      title="Reset Password"
      tokenParam="confirmation_token"
      missingTokenMessage={messages.resetNotAllowed}
      submit={resetPassword}
      doneTo="/auth/reset-done"
    />
  );
}
