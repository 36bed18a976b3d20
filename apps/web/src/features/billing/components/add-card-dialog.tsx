import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { AddCardBody } from '@stowline/domain';
import { useCardFormSubmit } from '../hooks/use-card-form-submit';
import { recallAddCardForm } from '../lib/card-form-memory';
import { addCardFormSchema, type AddCardFormInput, type AddCardFormValues } from './card-form-schemas';
import { CardFields } from './card-fields';

interface AddCardDialogProps {
  /** The call runs, or the browser is on its way to the 3-D Secure page. */
  pending: boolean;
  /** Rejects when the call failed (the alert bar says why); the dialog stays open. */
  onSubmit: (body: Omit<AddCardBody, 'returnPath'>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Payment Details: a new card through the hosted fields. Mounted while open, so it starts empty,
 * or with what the seller typed before a 3-D Secure check that did not pass (card-form-memory).
 */
export function AddCardDialog({ pending, onSubmit, onClose }: AddCardDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddCardFormInput, unknown, AddCardFormValues>({
    resolver: zodResolver(addCardFormSchema),
    // Back from a 3-D Secure check that did not pass: what the seller typed before it.
    defaultValues: recallAddCardForm() ?? { firstName: '', lastName: '', expiryDate: '', markDefault: false },
  });
  const { card, attempted, busy, submit } = useCardFormSubmit(handleSubmit, pending, (values, tokens) =>
    onSubmit({ cardData: { ...values, markDefault: Boolean(values.markDefault), ...tokens } }),
  );

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="payment-details-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="payment-details-title">Payment Details</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
            <CardFields
              register={register}
              control={control}
              errors={errors}
              card={card}
              showMissing={attempted}
              autoFocus
            />
            <Controller
              control={control}
              name="markDefault"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ gridColumn: '1 / -1' }}
                  label="Make default"
                  control={
                    <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                />
              )}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || !card.ready}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label="Adding the card" /> : undefined}
          >
            Add Card
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
