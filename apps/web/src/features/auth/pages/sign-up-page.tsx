import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages, signUpFormSchema } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';
import { PasswordField } from '../../../components/password-field';
import { PasswordStrengthMeter } from '../components/password-strength-meter';
import { getPasswordMatchHelper } from '../components/password-match';
import { useSignUp } from '../api/use-sign-up';

type SignUpForm = z.input<typeof signUpFormSchema>;

export default function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isValid, touchedFields, isSubmitted },
  } = useForm<SignUpForm, unknown, z.output<typeof signUpFormSchema>>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'all',
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');
  const match = getPasswordMatchHelper(password, confirmPassword);
  const shown = (field: keyof SignUpForm) => (isSubmitted || touchedFields[field]) && Boolean(errors[field]);
  const passwordError = Boolean(password) && Boolean(errors.password);

  const onSubmit = handleSubmit(({ name, email, password: pw }) =>
    signUp.mutate({ name, email, password: pw }, { onSuccess: () => navigate('/auth/check-email') }),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h5" component="h1">
        Sign Up
      </Typography>
      <TextField
        label="Name"
        autoComplete="name"
        error={shown('name')}
        helperText={shown('name') ? errors.name?.message : undefined}
        {...muiRegister(register, 'name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={shown('email')}
        helperText={shown('email') ? errors.email?.message : undefined}
        {...muiRegister(register, 'email')}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={passwordError}
          helperText={
            <>
              {messages.passwordHint}
              <br />
              {messages.passwordLength}
            </>
          }
          {...muiRegister(register, 'password')}
        />
        <PasswordStrengthMeter password={password} />
      </Box>
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        error={Boolean(confirmPassword) && password !== confirmPassword}
        helperText={match.text}
        helperColor={match.color}
        {...muiRegister(register, 'confirmPassword')}
      />
      <Button type="submit" variant="contained" size="large" disabled={!isValid || signUp.isPending}>
        Sign Up
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/auth/signin">
          Sign In
        </Link>
      </Typography>
    </Box>
  );
}
