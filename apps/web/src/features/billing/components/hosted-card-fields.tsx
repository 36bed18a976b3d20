import { useCallback, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { getErrorMessage } from '../../../lib/api-client';
import type { HostedCardFieldsHandle, HostedFieldState } from '../hooks/use-hosted-card-fields';
import { CardBrandIcon } from './card-brand-icon';

type HostedFieldInputProps = InputBaseComponentProps & {
  ref?: Ref<HTMLDivElement>;
  /** Given through the TextField's htmlInput slot. */
  mountRef?: (node: HTMLElement | null) => void;
};

/**
 * Stands in for the <input> of an outlined TextField: an empty box (with the input's padding
 * and height) that the processor fills with its iframe. Named by the field's label.
 */
function HostedFieldInput({ ref, mountRef, className, id }: HostedFieldInputProps) {
  const setNode = useCallback(
    (node: HTMLDivElement | null) => {
      mountRef?.(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [mountRef, ref],
  );
  return (
    <div ref={setNode} id={id} className={className} role="group" aria-labelledby={id ? `${id}-label` : undefined} />
  );
}

interface HostedFieldProps {
  id: string;
  label: string;
  state: HostedFieldState;
  mountRef: (node: HTMLElement | null) => void;
  /** Red: missing after a submit attempt, or refused by the processor. */
  error: boolean;
  disabled: boolean;
  helperText?: string;
  adornment?: ReactNode;
}

function HostedField({ id, label, state, mountRef, error, disabled, helperText, adornment }: HostedFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      required
      fullWidth
      error={error}
      focused={state.focused}
      disabled={disabled}
      helperText={helperText}
      data-testid={id}
      slotProps={{
        inputLabel: { shrink: true },
        input: {
          inputComponent: HostedFieldInput,
          endAdornment: adornment ? <InputAdornment position="end">{adornment}</InputAdornment> : undefined,
        },
        htmlInput: { mountRef },
      }}
      sx={{
        // The processor's iframe sizes itself to its font; centre it in the input's box.
        '& .MuiInputBase-input': {
          display: 'flex',
          alignItems: 'center',
          height: '1.4375em',
          boxSizing: 'content-box',
        },
        '& .MuiInputBase-input > *': { flex: 1, minWidth: 0 },
        '& iframe': { display: 'block', width: '100%' },
      }}
    />
  );
}

interface HostedCardFieldsProps {
  fields: HostedCardFieldsHandle;
  /** A submit was tried: an incomplete field turns red. */
  showMissing: boolean;
  disabled?: boolean;
  /** Placed beside the CVC (the expiry field). */
  children?: ReactNode;
}

/**
 * The processor's Card Number and CVC fields, drawn like the form's outlined fields. The
 * digits stay in the processor's iframes; their labels turn red when missing after a submit.
 */
export function HostedCardFields({ fields, showMissing, disabled = false, children }: HostedCardFieldsProps) {
  const { number, cvc } = fields;
  const off = disabled || !fields.ready;
  const numberAdornment = fields.loading ? (
    <CircularProgress size={18} aria-label="Loading the secure card fields" />
  ) : (
    <CardBrandIcon brand={number.brand} width={32} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <HostedField
          id="card-number"
          label="Card Number"
          state={number}
          mountRef={fields.numberRef}
          error={number.rejected || (showMissing && !number.complete)}
          disabled={off}
          helperText={fields.loadError ? getErrorMessage(fields.loadError) : undefined}
          adornment={numberAdornment}
        />
      </Box>
      {children}
      <HostedField
        id="card-cvc"
        label="CVC"
        state={cvc}
        mountRef={fields.cvcRef}
        error={cvc.rejected || Boolean(cvc.notice) || (showMissing && !cvc.complete)}
        disabled={off}
        helperText={cvc.notice}
      />
    </Box>
  );
}
