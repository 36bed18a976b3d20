import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Lock from '@mui/icons-material/Lock';
import type { SubscribeBody } from '@stowline/domain';
import { useCardFormSubmit } from '../hooks/use-card-form-submit';
import { recallSubscribeForm } from '../lib/card-form-memory';
import { subscribeFormSchema, type SubscribeFormInput, type SubscribeFormValues } from './card-form-schemas';
import { AddressFields } from './address-fields';
import { CardFields } from './card-fields';
import { SectionTitle } from './section-title';

interface SubscribeFormProps {
  /** The subscription call runs, or the browser is on its way to the 3-D Secure page. */
  pending: boolean;
  /** Rejects when the call failed (the alert bar says why); the form stays filled. */
  onSubmit: (body: Omit<SubscribeBody, 'returnPath'>) => Promise<unknown>;
  onGoBack: () => void;
}

/**
 * The card holder, the processor's hosted card fields, the expiry and the billing address.
 * Fields are flagged after a submit attempt; the card is tokenized only once all else is valid.
 * It starts with what the seller typed before a 3-D Secure check that did not pass (card-form-memory).
 */
export function SubscribeForm({ pending, onSubmit, onGoBack }: SubscribeFormProps) {
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
  const { card, attempted, busy, submit } = useCardFormSubmit(handleSubmit, pending, (values, tokens) =>
    onSubmit({
      cardData: { firstName: values.firstName, lastName: values.lastName, expiryDate: values.expiryDate, ...tokens },
      address: values.address,
    }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="payment method"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <CardFields
        register={register}
        control={control}
        errors={errors}
        card={card}
        showMissing={attempted}
        withSectionTitles
      />
      <SectionTitle>Billing address</SectionTitle>
      <AddressFields register={register} control={control} prefix="address." errors={errors.address} />

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
