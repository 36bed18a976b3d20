import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  WEIGHT_UNITS,
  WEIGHT_UNIT_VALUES,
  checkNewWeight,
  convertWeight,
  productMessages,
  type Product,
  type WeightUnit,
} from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';
import { formatWeight } from './weight-cell';

const UNIT_OPTIONS = WEIGHT_UNITS.filter((option) => option.value !== 'none');

/** The domain's rule for a new weight (above 0, different from the current one); an empty box reads as 'above 0'. */
function createWeightFormSchema(current: Product['weight']) {
  return z
    .object({
      value: z.number({ error: productMessages.weightInvalid }),
      unit: z.enum(WEIGHT_UNIT_VALUES, productMessages.weightUnitInvalid),
    })
    .superRefine((weight, ctx) => {
      const problem = checkNewWeight(weight.value, weight.unit, current);
      if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
    });
}
type WeightForm = z.infer<ReturnType<typeof createWeightFormSchema>>;

interface SetWeightDialogProps {
  product: Pick<Product, 'title' | 'sellerSku' | 'weight'>;
  /** The unit the table shows: the form starts in it. */
  unit: WeightUnit;
  pending: boolean;
  /** Resolves to the server's complaint about the weight, or null when it was saved (or the error was shown elsewhere). */
  onSubmit: (weight: WeightForm) => Promise<string | null>;
  onClose: () => void;
}

/** Set Item Weight: mounted while open, so every opening starts from the product's weight. */
export function SetWeightDialog({ product, unit, pending, onSubmit, onClose }: SetWeightDialogProps) {
  const current = product.weight;
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WeightForm>({
    resolver: zodResolver(createWeightFormSchema(current)),
    defaultValues: {
      value:
        current.value !== null && current.unit !== null ? convertWeight(current.value, current.unit, unit) : undefined,
      unit,
    },
  });

  const submit = handleSubmit(async (weight) => {
    const problem = await onSubmit(weight);
    if (problem) setError('value', { message: problem }, { shouldFocus: true });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="set-weight-title" fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="set-weight-title">Set Item Weight</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {product.sellerSku}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Current weight: {formatWeight(current, unit)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 150px', gap: 2 }}>
            <TextField
              label="Weight"
              type="number"
              required
              autoFocus
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              error={Boolean(errors.value)}
              helperText={errors.value?.message}
              {...muiRegister(register, 'value', { valueAsNumber: true })}
            />
            <Controller
              control={control}
              name="unit"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Unit"
                  required
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {UNIT_OPTIONS.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
