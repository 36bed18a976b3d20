import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { updateStoreBodySchema } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

const renameStoreSchema = updateStoreBodySchema.pick({ name: true });
type RenameStoreForm = z.input<typeof renameStoreSchema>;
type RenameStoreValues = z.output<typeof renameStoreSchema>;

interface EditStoreDialogProps {
  name: string;
  pending: boolean;
  /** Resolves to a name error to show on the field, otherwise to null. */
  onRename: (name: string) => Promise<string | null>;
  onChangeMarketplaces: () => void;
  onClose: () => void;
}

/** Mounted while open, so every opening starts from the store's name. */
export function EditStoreDialog({ name, pending, onRename, onChangeMarketplaces, onClose }: EditStoreDialogProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RenameStoreForm, unknown, RenameStoreValues>({
    resolver: zodResolver(renameStoreSchema),
    defaultValues: { name },
  });

  const submit = handleSubmit(async (values) => {
    const nameError = await onRename(values.name);
    if (nameError) setError('name', { message: nameError }, { shouldFocus: true });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-store-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="edit-store-title">Edit Store</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, alignItems: 'flex-start' }}>
            <TextField
              label="Store Name"
              required
              fullWidth
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name?.message}
              {...muiRegister(register, 'name')}
            />
            <Link component="button" type="button" onClick={onChangeMarketplaces}>
              Change marketplaces
            </Link>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
