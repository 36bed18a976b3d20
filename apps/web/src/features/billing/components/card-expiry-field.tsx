import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import { formatCardExpiry, toExpiryDigits } from '@stowline/domain';

interface CardExpiryFieldProps {
  /** Digits only (MMYY), as the form keeps them. */
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: (node: HTMLInputElement | null) => void;
}

/** Expiry: digits only, shown as MM/YY while typed (complete at five characters). */
export function CardExpiryField({ value, onChange, onBlur, error, disabled, inputRef }: CardExpiryFieldProps) {
  return (
    <TextField
      label="Expiry"
      required
      fullWidth
      placeholder="MM/YY"
      value={formatCardExpiry(value)}
      onChange={(e) => onChange(toExpiryDigits(e.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      inputRef={inputRef}
      autoComplete="cc-exp"
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
    />
  );
}

/** The expiry field bound to a card form's `expiryDate` (the subscribe form and the Payment Details dialog). */
export function CardExpiryController<T extends FieldValues & { expiryDate?: string }>({
  control,
}: {
  control: Control<T>;
}) {
  return (
    <Controller
      control={control}
      name={'expiryDate' as Path<T>}
      render={({ field, fieldState }) => (
        <CardExpiryField
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
