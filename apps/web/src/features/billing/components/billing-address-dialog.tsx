import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { billingAddressSchema, type BillingAddress } from '@stowline/domain';
import type { z } from 'zod';
import { AddressFields } from './address-fields';

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
          <AddressFields register={register} control={control} prefix="" errors={errors} />
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
