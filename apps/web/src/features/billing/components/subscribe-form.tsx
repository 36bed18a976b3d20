import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import { COUNTRIES, US_STATES, type SubscribeBody } from '@stowline/domain';
import { muiRegister } from '../../../lib/mui-register';
import { useHostedCardFields } from '../hooks/use-hosted-card-fields';
import { recallSubscribeForm } from '../lib/card-form-memory';
import { subscribeFormSchema, type SubscribeFormInput, type SubscribeFormValues } from './card-form-schemas';
import { CardExpiryController } from './card-expiry-field';
import { HostedCardFields } from './hosted-card-fields';

interface SubscribeFormProps {
  /** The subscription call runs, or the browser is on its way to the 3-D Secure page. */
  pending: boolean;
  /** Rejects when the call failed (the alert bar says why); the form stays filled. */
  onSubmit: (body: Omit<SubscribeBody, 'returnPath'>) => Promise<unknown>;
  onGoBack: () => void;
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography
      variant="subtitle2"
      component="h2"
      color="text.secondary"
      sx={{ gridColumn: '1 / -1', mt: 1, textTransform: 'uppercase', letterSpacing: 0.6 }}
    >
      {children}
    </Typography>
  );
}

/**
 * The card holder, the processor's hosted card fields, the expiry and the billing address.
 * Fields are flagged after a submit attempt; the card is tokenized only once all else is valid.
 * It starts with what the seller typed before a 3-D Secure check that did not pass (card-form-memory).
 */
export function SubscribeForm({ pending, onSubmit, onGoBack }: SubscribeFormProps) {
  const card = useHostedCardFields();
  const [attempted, setAttempted] = useState(false);
  const [tokenizing, setTokenizing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<SubscribeFormInput, unknown, SubscribeFormValues>({
    resolver: zodResolver(subscribeFormSchema),
    // Back from a 3-D Secure check that did not pass: what the seller typed before it.
    defaultValues: recallSubscribeForm() ?? {
      firstName: '',
      lastName: '',
      expiryDate: '',
      address: { addressLine1: '', addressLine2: '', city: '', state: '', postalCode: '', country: 'US' },
    },
  });
  const busy = pending || tokenizing;

  const submitValid = async (values: SubscribeFormValues) => {
    if (!card.complete) return;
    setTokenizing(true);
    try {
      const tokens = await card.tokenize({
        name: `${values.firstName} ${values.lastName}`,
        expiryDigits: values.expiryDate,
        address: values.address,
      });
      if (!tokens) return;
      await onSubmit({
        cardData: { firstName: values.firstName, lastName: values.lastName, expiryDate: values.expiryDate, ...tokens },
        address: values.address,
      }).catch(() => undefined);
    } finally {
      setTokenizing(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    setAttempted(true);
    return handleSubmit(submitValid)(event);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="payment method"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <SectionTitle>Card holder</SectionTitle>
      <TextField
        label="First Name"
        required
        autoComplete="cc-given-name"
        error={Boolean(errors.firstName)}
        helperText={errors.firstName?.message}
        {...muiRegister(register, 'firstName')}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="cc-family-name"
        error={Boolean(errors.lastName)}
        helperText={errors.lastName?.message}
        {...muiRegister(register, 'lastName')}
      />

      <SectionTitle>Card details</SectionTitle>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <HostedCardFields fields={card} showMissing={attempted}>
          <CardExpiryController control={control} />
        </HostedCardFields>
      </Box>

      <SectionTitle>Billing address</SectionTitle>
      <TextField
        label="Address Line 1"
        required
        autoComplete="address-line1"
        error={Boolean(errors.address?.addressLine1)}
        helperText={errors.address?.addressLine1?.message}
        sx={{ gridColumn: '1 / -1' }}
        {...muiRegister(register, 'address.addressLine1')}
      />
      <TextField
        label="Address Line 2 (optional)"
        autoComplete="address-line2"
        error={Boolean(errors.address?.addressLine2)}
        helperText={errors.address?.addressLine2?.message}
        sx={{ gridColumn: '1 / -1' }}
        {...muiRegister(register, 'address.addressLine2')}
      />
      <TextField
        label="City"
        required
        autoComplete="address-level2"
        error={Boolean(errors.address?.city)}
        helperText={errors.address?.city?.message}
        {...muiRegister(register, 'address.city')}
      />
      <Controller
        control={control}
        name="address.state"
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
        error={Boolean(errors.address?.postalCode)}
        helperText={errors.address?.postalCode?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        {...muiRegister(register, 'address.postalCode')}
      />
      <TextField
        label="Country"
        required
        value={COUNTRIES[0].name}
        slotProps={{ htmlInput: { readOnly: true } }}
        helperText="Billing is available in the United States only"
      />

      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mt: 1,
        }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Lock sx={{ fontSize: 16 }} /> Card number and CVC go straight to our payment processor.
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto' }}>
          <Button variant="outlined" size="large" onClick={onGoBack} disabled={busy}>
            Go Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || !card.ready}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Submitting" /> : undefined}
          >
            Submit
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
