import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { changePasswordFormSchema, messages, type ChangePasswordBody } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';
import { PasswordField } from '../../../components/password-field';
import { getPasswordMatchHelper, PasswordStrengthMeter } from '../../auth';

type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

interface ChangePasswordFormProps {
  pending: boolean;
  /** The server's refusal of the current password, shown on that field. */
  currentPasswordError?: string | undefined;
  /** Resolves when the password changed (the form empties), rejects otherwise. */
  onSubmit: (body: ChangePasswordBody) => Promise<unknown>;
}

/** Current password, then the new one under sign-up's rules, with the strength meter and the match hint. */
export function ChangePasswordForm({ pending, currentPasswordError, onSubmit }: ChangePasswordFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitted },
  } = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = watch('password');
  const confirmPassword = watch('confirmPassword');
  const match = getPasswordMatchHelper(password, confirmPassword);
  const currentError = errors.currentPassword?.message ?? currentPasswordError;

  const submit = handleSubmit(({ currentPassword, password: next }) =>
    onSubmit({ currentPassword, password: next }).then(
      () => reset(),
      () => undefined,
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Typography variant="h6" component="h2" id="change-password-title">
        Change Password
      </Typography>
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={Boolean(currentError)}
        helperText={currentError}
        {...muiRegister(register, 'currentPassword')}
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={isSubmitted && Boolean(errors.password)}
          helperText={
            isSubmitted && errors.password ? (
              errors.password.message
            ) : (
              <>
                {messages.passwordHint}
                <br />
                {messages.passwordLength}
              </>
            )
          }
          {...muiRegister(register, 'password')}
        />
        <PasswordStrengthMeter password={password} />
      </Box>
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        error={Boolean(confirmPassword) && password !== confirmPassword}
        helperText={match.text}
        helperColor={match.color}
        {...muiRegister(register, 'confirmPassword')}
      />
      <Typography variant="body2" color="text.secondary">
        Other devices signed in to your account are signed out; this one stays signed in.
      </Typography>
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          Change Password
        </Button>
      </Box>
    </Box>
  );
}
