import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { checkPalletDimensions, palletMessages, PALLET_LIMITS } from '@stowline/domain';

interface PalletDimensionsDialogProps {
  /** 'Pallet 2' or '3 pallets'. */
  target: string;
  initial: { height: number | null; weight: number | null } | null;
  pending: boolean;
  onSave: (value: { height: number; weight: number }) => void;
  onClose: () => void;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * Pallet dimensions (spec section 5): height (in) and weight (lb), non-negative and required; width
 * 48 in and length 40 in are fixed and shown read-only.
 */
export function PalletDimensionsDialog({ target, initial, pending, onSave, onClose }: PalletDimensionsDialogProps) {
  const [values, setValues] = useState({ height: text(initial?.height), weight: text(initial?.weight) });
  const [errors, setErrors] = useState<{ height?: string; weight?: string }>({});
  const [message, setMessage] = useState<string | null>(null);
  const save = () => {
    const check = checkPalletDimensions(values);
    if (!check.ok) {
      setErrors(check.errors);
      setMessage(check.message);
      return;
    }
    onSave(check.value);
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="pallet-dimensions-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="pallet-dimensions-title">Pallet Dimensions</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="text.secondary">
          {target}
        </Typography>
        {(['height', 'weight'] as const).map((field) => (
          <TextField
            key={field}
            label={field === 'height' ? 'Height (in)' : 'Weight (lb)'}
            type="number"
            value={values[field]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
              setMessage(null);
            }}
            error={!!errors[field]}
            helperText={errors[field] ?? ' '}
            slotProps={{ htmlInput: { min: 0, step: 'any' } }}
          />
        ))}
        <TextField label="Width (in)" value={PALLET_LIMITS.widthIn} disabled helperText="Fixed" />
        <TextField label="Length (in)" value={PALLET_LIMITS.lengthIn} disabled helperText="Fixed" />
        {message && (
          <Alert severity="error" data-testid="pallet-dimensions-message">
            {message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={pending}>
          {pending ? 'Processing...' : 'Update'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'There are some boxes which are already assigned to some pallet...' with Cancel, Skip and Replace (spec section 2). */
export function PalletConflictDialog({
  pending,
  onCancel,
  onChoose,
}: {
  pending: boolean;
  onCancel: () => void;
  onChoose: (action: 'skip' | 'replace') => void;
}) {
  return (
    <Dialog
      open
      onClose={pending ? undefined : onCancel}
      aria-labelledby="pallet-conflict-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="pallet-conflict-title">Move to pallet</DialogTitle>
      <DialogContent>
        <DialogContentText>{palletMessages.alreadyAssigned}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button onClick={() => onChoose('skip')} disabled={pending}>
          Skip
        </Button>
        <Button variant="contained" onClick={() => onChoose('replace')} disabled={pending}>
          Replace
        </Button>
      </DialogActions>
    </Dialog>
  );
}
