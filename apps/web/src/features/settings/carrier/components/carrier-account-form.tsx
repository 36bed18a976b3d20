import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_LABEL_STOCK_TYPE,
  LABEL_STOCK_TYPES,
  addCarrierBodySchema,
  type AddCarrierBody,
  type CarrierAccount,
} from '@stowline/domain';
import type { z } from 'zod';
import { PasswordField } from '../../../../components/password-field';
import { muiRegister } from '../../../../lib/mui-register';
import { SelectField } from '../../shared/select-field';

type CarrierForm = z.input<typeof addCarrierBodySchema>;
const STOCK_OPTIONS = LABEL_STOCK_TYPES.map((value) => ({ value, label: value }));

/** FedEx's answer to the last test of the form's credentials: the server's message. */
export interface CarrierTestResult {
  passed: boolean;
  message: string;
}

interface CarrierAccountFormProps {
  /** The saved account: its masked values are shown as hints, every field is entered again. */
  saved: CarrierAccount | undefined;
  pending: boolean;
  onSubmit: (body: AddCarrierBody) => void;
  /** Tests the entered credentials with FedEx (validated like a save; nothing is stored). */
  onTest: (body: AddCarrierBody) => void;
  testing: boolean;
  testResult: CarrierTestResult | null;
  /** Called when a field changes: the last test's answer no longer speaks for the form. */
  onEdit: () => void;
}

/**
 * The FedEx account form. Saved credentials never come back, so replacing them means entering all
 * three. Test Credentials asks FedEx about what is entered before it is saved.
 */
export function CarrierAccountForm({
  saved,
  pending,
  onSubmit,
  onTest,
  testing,
  testResult,
  onEdit,
}: CarrierAccountFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CarrierForm, unknown, AddCarrierBody>({
    resolver: zodResolver(addCarrierBodySchema),
    defaultValues: {
      carrierName: 'FEDEX',
      clientId: '',
      secretKey: '',
      accountNumber: saved?.accountNumber ?? '',
      labelStockType: saved?.labelStockType ?? DEFAULT_LABEL_STOCK_TYPE,
    },
  });
  const hint = (error: { message?: string } | undefined, masked: string | undefined) =>
    error?.message ?? (masked ? `Saved: ${masked}` : undefined);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onChange={() => testResult && onEdit()}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label="Client ID"
        required
        autoComplete="off"
        error={Boolean(errors.clientId)}
        helperText={hint(errors.clientId, saved?.clientId)}
        {...muiRegister(register, 'clientId')}
      />
      <PasswordField
        label="Secret Key"
        required
        autoComplete="new-password"
        error={Boolean(errors.secretKey)}
        helperText={hint(errors.secretKey, saved?.secretKey)}
        {...muiRegister(register, 'secretKey')}
      />
      <TextField
        label="Account Number"
        required
        autoComplete="off"
        error={Boolean(errors.accountNumber)}
        helperText={errors.accountNumber?.message}
        {...muiRegister(register, 'accountNumber')}
      />
      <SelectField control={control} name="labelStockType" label="Label Stock Type" options={STOCK_OPTIONS} required />
      {testResult && (
        <Alert severity={testResult.passed ? 'success' : 'error'} sx={{ gridColumn: '1 / -1' }}>
          {testResult.message}
        </Alert>
      )}
      <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {saved ? 'Update Account' : 'Connect'}
        </Button>
        <Button variant="outlined" disabled={testing} onClick={handleSubmit(onTest)}>
          {testing ? 'Testing…' : 'Test Credentials'}
        </Button>
      </Box>
    </Box>
  );
}
