import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  FREIGHT_CLASSES,
  asksFreightClass,
  checkRequiredInformation,
  type FreightClass,
  type SyncTransportBody,
} from '@stowline/domain';

export type RequiredInformation = Pick<SyncTransportBody, 'readyDate' | 'freightClass' | 'proNumber'>;

interface TransportRequiredInfoDialogProps {
  /** The shipment's settings: they choose the variant (`requiredInfoVariant`). */
  settings: { shipmentType: 'SP' | 'LTL'; isPartnered: 'true' | 'false'; carrierName: string };
  pending: boolean;
  /** The clock the checks use (a seam for tests). */
  now?: () => number;
  onCalculate: (info: RequiredInformation) => void;
  onClose: () => void;
}

/** A `datetime-local` value (the seller's own clock) as an ISO instant, or undefined. */
function toIso(value: string): string | undefined {
  const at = value ? new Date(value).getTime() : NaN;
  return Number.isFinite(at) ? new Date(at).toISOString() : undefined;
}

/**
 * The required-information modal (spec section 5), asked before Calculate Cost: partnered LTL a
 * freight class and a freight ready date (after now, within 2 weeks), non-partnered FedEx a ready
 * date, other non-partnered LTL a Pro Number of 7 to 10 characters; the domain's check and message.
 * Every LTL shipment is asked the freight class (`asksFreightClass`): Amazon wants one for any
 * freight estimate, partnered or not.
 */
export function TransportRequiredInfoDialog({
  settings,
  pending,
  now = Date.now,
  onCalculate,
  onClose,
}: TransportRequiredInfoDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [values, setValues] = useState({ freightClass: '', readyDate: '', proNumber: '' });
  const [error, setError] = useState<string | null>(null);
  const partneredLtl = settings.isPartnered === 'true' && settings.shipmentType === 'LTL';
  const fedex = settings.isPartnered === 'false' && settings.carrierName === 'FEDERAL_EXPRESS_CORP';
  const freight = asksFreightClass(settings);
  const change = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: e.target.value }));
    setError(null);
  };
  const calculate = () => {
    const info: RequiredInformation = {
      ...(freight ? { freightClass: (values.freightClass || undefined) as FreightClass | undefined } : {}),
      ...(partneredLtl || fedex ? { readyDate: toIso(values.readyDate) } : { proNumber: values.proNumber.trim() }),
    };
    const message = checkRequiredInformation(settings, info, new Date(now()));
    if (message) setError(message);
    else onCalculate(info);
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby="required-info-title"
      fullWidth
      maxWidth="xs"
      fullScreen={fullScreen}
    >
      <DialogTitle id="required-info-title">Required Information</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {freight && (
            <TextField
              select
              label="Freight Class"
              value={values.freightClass}
              onChange={change('freightClass')}
              fullWidth
            >
              {FREIGHT_CLASSES.map((c) => (
                <MenuItem key={c} value={c}>
                  {c}
                </MenuItem>
              ))}
            </TextField>
          )}
          {(partneredLtl || fedex) && (
            <TextField
              type="datetime-local"
              label={partneredLtl ? 'Freight Ready Date' : 'Ready Date'}
              value={values.readyDate}
              onChange={change('readyDate')}
              slotProps={{ inputLabel: { shrink: true } }}
              fullWidth
            />
          )}
          {!partneredLtl && !fedex && (
            <TextField
              label="Pro Number"
              value={values.proNumber}
              onChange={change('proNumber')}
              slotProps={{ htmlInput: { maxLength: 10 } }}
              fullWidth
              autoFocus
            />
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={calculate} disabled={pending}>
          {pending ? 'Calculating...' : 'Calculate Cost'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
