import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addWorkerBodySchema, messages, type AddWorkerBody } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

type AddWorkerForm = z.input<typeof addWorkerBodySchema>;

interface AddWorkerDialogProps {
  /** E-mails of the loaded list: a match is refused before asking the server. */
  existingEmails: readonly string[];
  pending: boolean;
  /** Resolves to an e-mail error message when the server refuses the address, otherwise to null. */
  onSubmit: (body: AddWorkerBody) => Promise<string | null>;
  onClose: () => void;
}

/**
 * Mounted while open, so every opening starts with an empty form. No password field (the
 * spec has one): the user chooses it from the invitation mail.
 */
export function AddWorkerDialog({ existingEmails, pending, onSubmit, onClose }: AddWorkerDialogProps) {
  const schema = useMemo(() => {
    const taken = new Set(existingEmails.map((e) => e.toLowerCase()));
    return addWorkerBodySchema.refine((body) => !taken.has(body.email), {
      message: messages.emailAlreadyExist,
      path: ['email'],
    });
  }, [existingEmails]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddWorkerForm, unknown, AddWorkerBody>({
    resolver: zodResolver(schema),
    defaultValues: { userName: '', email: '' },
  });

  const submit = handleSubmit(async (body) => {
    const emailError = await onSubmit(body);
    if (emailError) setError('email', { message: emailError }, { shouldFocus: true });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="add-worker-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="add-worker-title">Add User</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Username"
              required
              autoFocus
              error={Boolean(errors.userName)}
              helperText={errors.userName?.message}
              {...muiRegister(register, 'userName')}
            />
            <TextField
              label="Email"
              type="email"
              required
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
              {...muiRegister(register, 'email')}
            />
            <Typography variant="body2" color="text.secondary">
              We e-mail an invitation: the user chooses a password there, then signs in.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Add User
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
