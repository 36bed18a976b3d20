import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailBodySchema, type EmailBody } from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';
import { useRequestResetPassword } from '../api/use-request-reset-password';

export default function ForgetPasswordPage() {
  const navigate = useNavigate();
  const requestReset = useRequestResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailBody>({ resolver: zodResolver(emailBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((body) =>
    requestReset.mutate(body, { onSuccess: () => navigate('/auth/check-email') }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Forgot Password
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Enter your e-mail address and we will send you a link to reset your password.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiRegister(register, 'email')}
      />
      <Button type="submit" variant="contained" size="large" disabled={requestReset.isPending}>
        Send Reset Link
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to="/auth/signin">
          Back to Sign In
        </Link>
      </Typography>
    </Box>
  );
}
