import {
  Controller,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRIES, US_STATES, type billingAddressSchema } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

type AddressInput = z.input<typeof billingAddressSchema>;

interface AddressFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  control: Control<T>;
  /** Where the address sits in the form: '' when the form is the address, 'address.' when it is a part of it. */
  prefix: '' | `${string}.`;
  /** The address's own errors (the form's, or the part's). */
  errors: FieldErrors<AddressInput> | undefined;
}

/**
 * The billing address (lines, city, state, postal code and the fixed country), laid out for a
 * two-column grid: the Edit Billing Address dialog and the payment-method screen draw the same.
 */
export function AddressFields<T extends FieldValues>({ register, control, prefix, errors }: AddressFieldsProps<T>) {
  // The fields of an address, wherever it sits in the form.
  const path = (field: keyof AddressInput) => `${prefix}${field}` as Path<T>;
  return (
    <>
      <TextField
        label="Address Line 1"
        required
        autoComplete="address-line1"
        error={Boolean(errors?.addressLine1)}
        helperText={errors?.addressLine1?.message}
        sx={{ gridColumn: '1 / -1' }}
        {...muiRegister(register, path('addressLine1'))}
      />
      <TextField
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        error={Boolean(errors?.addressLine2)}
        helperText={errors?.addressLine2?.message}
        sx={{ gridColumn: '1 / -1' }}
        {...muiRegister(register, path('addressLine2'))}
      />
      <TextField
        label="City"
        required
        autoComplete="address-level2"
        error={Boolean(errors?.city)}
        helperText={errors?.city?.message}
        {...muiRegister(register, path('city'))}
      />
      <Controller
        control={control}
        name={path('state')}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="State"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
          >
            {US_STATES.map((state) => (
              <MenuItem key={state.code} value={state.code}>
                {state.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField
        label="Postal Code"
        required
        autoComplete="postal-code"
        error={Boolean(errors?.postalCode)}
        helperText={errors?.postalCode?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        {...muiRegister(register, path('postalCode'))}
      />
      <TextField
        label="Country"
        required
        value={COUNTRIES[0].name}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Billing is available in the United States only"
      />
    </>
  );
}
