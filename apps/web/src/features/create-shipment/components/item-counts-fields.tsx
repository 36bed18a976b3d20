import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PackMode, Product } from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';
import type { ItemCounts } from '../lib/item-counts-schema';

interface ItemCountsFieldsProps {
  form: UseFormReturn<ItemCounts>;
  mode: PackMode;
  rules: Product['packagingRules'];
  autoFocus?: boolean;
}

/**
 * Quantity (loose pack), or Packaging Rule, No. of Boxes and In a Box (case pack) with the units
 * they make. Choosing a rule fills In a Box with the rule's quantity; it can still be changed.
 */
export function ItemCountsFields({ form, mode, rules, autoFocus = false }: ItemCountsFieldsProps) {
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const [quantity, boxCount] = useWatch({ control, name: ['quantity', 'boxCount'] });
  if (mode === 'loose') {
    return (
      <TextField
        label="Quantity"
        type="number"
        required
        fullWidth
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        error={Boolean(errors.quantity)}
        helperText={errors.quantity?.message}
        {...muiRegister(register, 'quantity', { valueAsNumber: true })}
      />
    );
  }
  const units = Number.isFinite(quantity) && Number.isFinite(boxCount) ? (quantity ?? 0) * (boxCount ?? 0) : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="categoryId"
        render={({ field }) => (
          <TextField
            select
            label="Packaging Rule"
            value={field.value}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              const rule = rules.find((r) => r.categoryBoxId === event.target.value);
              if (rule) setValue('quantity', rule.quantity, { shouldValidate: true });
            }}
          >
            <MenuItem value="">None</MenuItem>
            {rules.map((rule) => (
              <MenuItem key={rule.categoryBoxId} value={rule.categoryBoxId}>
                {rule.name} ({rule.quantity} in a box)
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        <TextField
          label="No. of Boxes"
          type="number"
          required
          autoFocus={autoFocus}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          error={Boolean(errors.boxCount)}
          helperText={errors.boxCount?.message}
          {...muiRegister(register, 'boxCount', { valueAsNumber: true })}
        />
        <TextField
          label="In a Box"
          type="number"
          required
          slotProps={{ htmlInput: { min: 1, max: 150, step: 1 } }}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity?.message}
          {...muiRegister(register, 'quantity', { valueAsNumber: true })}
        />
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="units-total">
        Units: {units}
      </Typography>
    </Box>
  );
}
