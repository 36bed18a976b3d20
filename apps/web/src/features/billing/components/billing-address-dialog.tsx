import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { COUNTRIES, US_STATES, billingAddressSchema, type BillingAddress } from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../lib/mui-register';

type AddressInput = z.input<typeof billingAddressSchema>;

interface BillingAddressDialogProps {
  address: BillingAddress | null;
  pending: boolean;
  onSubmit: (address: BillingAddress) => void;
  onClose: () => void;
}

const EMPTY: AddressInput = { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '', country: 'US' };

/** Edit Billing Address: the same fields and rules as the payment-method screen's address. */
export function BillingAddressDialog({ address, pending, onSubmit, onClose }: BillingAddressDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressInput, unknown, BillingAddress>({
    resolver: zodResolver(billingAddressSchema),
    defaultValues: address ?? EMPTY,
  });
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="billing-address-title"
    >
      <DialogTitle id="billing-address-title">Billing Address</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="billing-address-form"
          noValidate
          onSubmit={handleSubmit(onSubmit)}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
        >
          <TextField
            label="Address Line 1"
            required
            autoComplete="address-line1"
            error={Boolean(errors.addressLine1)}
            helperText={errors.addressLine1?.message}
            sx={{ gridColumn: '1 / -1' }}
            {...muiRegister(register, 'addressLine1')}
          />
          <TextField
            label="Address Line 2 (optional)"
            autoComplete="address-line2"
            error={Boolean(errors.addressLine2)}
            helperText={errors.addressLine2?.message}
            sx={{ gridColumn: '1 / -1' }}
            {...muiRegister(register, 'addressLine2')}
          />
          <TextField
            label="City"
            required
            autoComplete="address-level2"
            error={Boolean(errors.city)}
            helperText={errors.city?.message}
            {...muiRegister(register, 'city')}
          />
          <Controller
            control={control}
            name="state"
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
            error={Boolean(errors.postalCode)}
            helperText={errors.postalCode?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            {...muiRegister(register, 'postalCode')}
          />
          <TextField
            label="Country"
            required
            value={COUNTRIES[0].name}
            slotProps={{ htmlInput: { readOnly: true } }}
            helperText="Billing is available in the United States only"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" form="billing-address-form" variant="contained" disabled={pending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
