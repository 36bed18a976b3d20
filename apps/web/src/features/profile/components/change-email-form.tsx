import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changeEmailBodySchema, type ChangeEmailBody } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';
import { PasswordField } from '../../../components/password-field';

type ChangeEmailForm = z.input<typeof changeEmailBodySchema>;

interface ChangeEmailFormProps {
  currentEmail: string;
  pending: boolean;
  /** The server's answer about a field: the address (taken, unchanged) or the password. */
  serverError?: { field: 'email' | 'currentPassword'; message: string } | undefined;
  /** After a request: the link went to this address. */
  sentMessage?: string | undefined;
  onSubmit: (body: ChangeEmailBody) => Promise<unknown>;
}

/** New address and current password; the address changes only when the mailed link is opened. */
export function ChangeEmailForm({ currentEmail, pending, serverError, sentMessage, onSubmit }: ChangeEmailFormProps) {
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<ChangeEmailForm, unknown, ChangeEmailBody>({
    resolver: zodResolver(changeEmailBodySchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const emailError = errors.email?.message ?? (serverError?.field === 'email' ? serverError.message : undefined);
  const passwordError =
    errors.currentPassword?.message ?? (serverError?.field === 'currentPassword' ? serverError.message : undefined);

  const submit = handleSubmit((body) =>
    onSubmit(body).then(
      () => resetField('currentPassword'),
      () => undefined,
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby="change-email-title"
      sx={{ display: 'grid', gap: 2, alignContent: 'start' }}
    >
      <Typography variant="h6" component="h2" id="change-email-title">
        Change Email
      </Typography>
      <Typography variant="body2" color="text.secondary">
        You sign in with <strong>{currentEmail}</strong>. We send a link to the new address; the change happens when you
        open it, and we tell the current address.
      </Typography>
      <TextField
        label="New Email"
        type="email"
        autoComplete="email"
        error={Boolean(emailError)}
        helperText={emailError}
        {...muiRegister(register, 'email')}
      />
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        error={Boolean(passwordError)}
        helperText={passwordError}
        {...muiRegister(register, 'currentPassword')}
      />
      {sentMessage && (
        <Alert severity="success" role="status">
          {sentMessage}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={pending}>
          Send Link
        </Button>
      </Box>
    </Box>
  );
}
