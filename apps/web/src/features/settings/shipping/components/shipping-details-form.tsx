import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import {
  CONTENT_PREFERENCES,
  DEFAULT_SHIPPING_DETAILS,
  PARTNERED_CHOICES,
  SHIPMENT_TYPES,
  canUpdateShippingDetails,
  getCarrierChoices,
  shippingDetailsBodySchema,
  type ShippingDetails,
  type ShippingDetailsBody,
} from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../../lib/mui-register';
import { SelectField } from '../../shared/select-field';

type ShippingDetailsForm = z.input<typeof shippingDetailsBodySchema>;

interface ShippingDetailsFormProps {
  details: ShippingDetails;
  pending: boolean;
  onSubmit: (body: ShippingDetailsBody) => void;
}

/** Mounted once the settings are loaded, so they are the form's defaults. */
export function ShippingDetailsForm({ details, pending, onSubmit }: ShippingDetailsFormProps) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ShippingDetailsForm, unknown, ShippingDetailsBody>({
    resolver: zodResolver(shippingDetailsBodySchema),
    defaultValues: { ...details, action: 'update', defaultExp: details.defaultExp ?? undefined },
  });
  const isPartnered = useWatch({ control, name: 'isPartnered' });
  const defaultExp = useWatch({ control, name: 'defaultExp' });

  return (
    <Paper sx={{ p: 3, maxWidth: 720 }}>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        <SelectField
          control={control}
          name="contentPreference"
          label="Box Content Information"
          options={CONTENT_PREFERENCES}
          required
        />
        <TextField
          label="Default Expiry"
          type="number"
          required
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">months</InputAdornment> },
            htmlInput: { min: 1, step: 1 },
          }}
          error={Boolean(errors.defaultExp)}
          helperText={errors.defaultExp?.message}
          {...muiRegister(register, 'defaultExp', { valueAsNumber: true })}
        />
        <SelectField control={control} name="shipmentType" label="Shipment Type" options={SHIPMENT_TYPES} required />
        <SelectField
          control={control}
          name="isPartnered"
          label="Is Partner"
          options={PARTNERED_CHOICES}
          required
          // Changing the partnership resets the carrier to the default parcel carrier.
          onPicked={() => setValue('carrier', DEFAULT_SHIPPING_DETAILS.carrier)}
        />
        <SelectField
          control={control}
          name="carrier"
          label="Carrier"
          options={getCarrierChoices(isPartnered)}
          required
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Button type="submit" variant="contained" disabled={pending || !canUpdateShippingDetails(defaultExp)}>
            Update
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
