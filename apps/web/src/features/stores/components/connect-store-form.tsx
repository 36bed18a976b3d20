import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REGIONS, authorizeStoreBodySchema } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

/** The new-store branch of the authorize-store-url body: a name and the region. */
const connectStoreFormSchema = authorizeStoreBodySchema.options[0];
type ConnectStoreForm = z.input<typeof connectStoreFormSchema>;
type ConnectStoreValues = z.output<typeof connectStoreFormSchema>;

interface ConnectStoreFormProps {
  /** Reconnecting an existing store: its name, shown and fixed; null for a new store. */
  reauthorizeName: string | null;
  /** A new store's name typed before the consent page (back after Cancel there), else ''. */
  initialName?: string;
  pending: boolean;
  /** Resolves to a store-name error to show on the field, otherwise to null. */
  onConnect: (storeName: string) => Promise<string | null>;
  onReconnect: () => void;
  onCancel: () => void;
}

export function ConnectStoreForm({
  reauthorizeName,
  initialName = '',
  pending,
  onConnect,
  onReconnect,
  onCancel,
}: ConnectStoreFormProps) {
  const reauthorizing = reauthorizeName !== null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ConnectStoreForm, unknown, ConnectStoreValues>({
    // The name is fixed while reconnecting: nothing to validate.
    resolver: reauthorizing ? undefined : zodResolver(connectStoreFormSchema),
    defaultValues: { storeName: reauthorizeName ?? initialName, region: 'na' },
  });

  const submit = handleSubmit(async (values) => {
    if (reauthorizing) return onReconnect();
    const nameError = await onConnect(values.storeName);
    if (nameError) setError('storeName', { message: nameError }, { shouldFocus: true });
  });

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}
    >
      <TextField
        label="Store Name"
        required={!reauthorizing}
        disabled={reauthorizing}
        autoFocus={!reauthorizing}
        error={Boolean(errors.storeName)}
        helperText={errors.storeName?.message}
        {...muiRegister(register, 'storeName')}
      />
      <Controller
        control={control}
        name="region"
        render={({ field }) => (
          <TextField select label="Region" {...field} value={field.value ?? 'na'}>
            {REGIONS.map((region) => (
              <MenuItem key={region.value} value={region.value}>
                {region.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        {reauthorizing && (
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={pending}>
          {reauthorizing ? 'Reconnect' : 'Connect'}
        </Button>
      </Stack>
    </Stack>
  );
}
