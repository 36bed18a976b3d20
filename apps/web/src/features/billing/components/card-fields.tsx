import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { muiRegister } from '../../../lib/mui-register';
import type { HostedCardFieldsHandle } from '../hooks/use-hosted-card-fields';
import { CardExpiryController } from './card-expiry-field';
import { HostedCardFields } from './hosted-card-fields';
import { SectionTitle } from './section-title';

interface CardHolderInput {
  firstName: string;
  lastName: string;
  expiryDate: string;
}

interface CardFieldsProps<T extends FieldValues & CardHolderInput> {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<CardHolderInput>;
  /** The processor's hosted Card Number and CVC. */
  card: HostedCardFieldsHandle;
  /** A submit was tried: an incomplete hosted field turns red. */
  showMissing: boolean;
  /** 'Card holder' and 'Card details' headings over the two parts (the payment-method screen). */
  withSectionTitles?: boolean;
  autoFocus?: boolean;
}

/**
 * The card holder's names, the hosted card number and CVC, and the expiry, laid out for a
 * two-column grid: the payment-method screen and the Payment Details dialog draw the same.
 */
export function CardFields<T extends FieldValues & CardHolderInput>(props: CardFieldsProps<T>) {
  const { register, control, errors, card, showMissing, withSectionTitles = false, autoFocus = false } = props;
  return (
    <>
      {withSectionTitles && <SectionTitle>Card holder</SectionTitle>}
      <TextField
        label="First Name"
        required
        autoFocus={autoFocus}
        autoComplete="cc-given-name"
        error={Boolean(errors.firstName)}
        helperText={errors.firstName?.message}
        {...muiRegister(register, 'firstName' as Path<T>)}
      />
      <TextField
        label="Last Name"
        required
        autoComplete="cc-family-name"
        error={Boolean(errors.lastName)}
        helperText={errors.lastName?.message}
        {...muiRegister(register, 'lastName' as Path<T>)}
      />
      {withSectionTitles && <SectionTitle>Card details</SectionTitle>}
      <Box sx={{ gridColumn: '1 / -1' }}>
        <HostedCardFields fields={card} showMissing={showMissing}>
          <CardExpiryController control={control} />
        </HostedCardFields>
      </Box>
    </>
  );
}
