import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import {
  BOX_CATEGORY_NAME_MAX,
  WEIGHT_UNITS,
  boxCategoryBodySchema,
  type BoxCategory,
  type BoxCategoryBody,
} from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../../lib/mui-register';
import { SelectField } from '../../shared/select-field';

type BoxCategoryForm = z.input<typeof boxCategoryBodySchema>;

interface BoxCategoryDialogProps {
  /** The category to edit; a new one when absent. */
  category?: BoxCategory;
  pending: boolean;
  /** Resolves to a name error when the server refuses the name, otherwise to null. */
  onSubmit: (body: BoxCategoryBody) => Promise<string | null>;
  onClose: () => void;
}

const MEASURES = [
  ['length', 'Length', 'in'],
  ['width', 'Width', 'in'],
  ['height', 'Height', 'in'],
] as const;

/** Mounted while open, so every opening starts from the category (or empty). */
export function BoxCategoryDialog({ category, pending, onSubmit, onClose }: BoxCategoryDialogProps) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BoxCategoryForm, unknown, BoxCategoryBody>({
    resolver: zodResolver(boxCategoryBodySchema),
    defaultValues: category ?? { name: '', dimensions: { weightUnit: 'none' } },
  });
  const dimensionErrors = errors.dimensions;

  const submit = handleSubmit(async (body) => {
    const nameError = await onSubmit(body);
    if (nameError) setError('name', { message: nameError }, { shouldFocus: true });
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="box-category-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="box-category-title">{category ? 'Edit Box Category' : 'Adding New Box Category'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
            <TextField
              label="Name"
              required
              autoFocus
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { maxLength: BOX_CATEGORY_NAME_MAX + 10 } }}
              error={Boolean(errors.name)}
              helperText={errors.name?.message ?? `Up to ${BOX_CATEGORY_NAME_MAX} characters`}
              {...muiRegister(register, 'name')}
            />
            {MEASURES.map(([key, label, unit]) => (
              <TextField
                key={key}
                label={label}
                type="number"
                required
                slotProps={{
                  input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
                  htmlInput: { min: 0, step: 'any' },
                }}
                error={Boolean(dimensionErrors?.[key])}
                helperText={dimensionErrors?.[key]?.message}
                {...muiRegister(register, `dimensions.${key}`, { valueAsNumber: true })}
              />
            ))}
            <TextField
              label="Weight"
              type="number"
              required
              slotProps={{ htmlInput: { min: 0, step: 'any' } }}
              error={Boolean(dimensionErrors?.weight)}
              helperText={dimensionErrors?.weight?.message}
              {...muiRegister(register, 'dimensions.weight', { valueAsNumber: true })}
            />
            <SelectField
              control={control}
              name="dimensions.weightUnit"
              label="Weight Unit"
              options={WEIGHT_UNITS}
              required
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {category ? 'Update' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
