import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { saveShipToFcBodySchema, type FbaType, type SaveShipToFcBody } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../../lib/mui-register';

type AddFcForm = z.input<typeof saveShipToFcBodySchema>;

interface AddFcFormProps {
  fbaType: FbaType;
  pending: boolean;
  /** Resolves to an FC error when the server refuses the FC, otherwise to null (then the form clears). */
  onSubmit: (body: SaveShipToFcBody) => Promise<string | null>;
}

/** The drawer's add form: an FC id for this FBA type, optionally as its default. */
export function AddFcForm({ fbaType, pending, onSubmit }: AddFcFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AddFcForm, unknown, SaveShipToFcBody>({
    resolver: zodResolver(saveShipToFcBodySchema),
    defaultValues: { fcid: '', fbaType, selectedDefault: false },
  });

  const submit = handleSubmit(async (body) => {
    const fcError = await onSubmit(body);
    if (fcError) setError('fcid', { message: fcError }, { shouldFocus: true });
    else reset({ fcid: '', fbaType, selectedDefault: false });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        label="FC ID"
        size="small"
        placeholder="PHX7"
        error={Boolean(errors.fcid)}
        helperText={errors.fcid?.message}
        sx={{ flex: '1 1 140px' }}
        slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        {...muiRegister(register, 'fcid')}
      />
      <FormControlLabel control={<Checkbox {...register('selectedDefault')} />} label="Default" sx={{ mr: 0 }} />
      <Button type="submit" variant="contained" disabled={pending}>
        Add
      </Button>
    </Box>
  );
}
