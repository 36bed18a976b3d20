import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CARRIERS, transportMessages, type TransportOption, type TransportState } from '@stowline/domain';
import { FedexShipmentPanel, type FedexActions } from './fedex-shipment-panel';
import { PlanShipmentsList } from './plan-shipments-list';

interface TransportEstimateDialogProps {
  transport: TransportState;
  /** A confirm is being sent. */
  confirming: boolean;
  onConfirm: (transportationOptionId: string) => void;
  onTryAgain: () => void;
  onClose: () => void;
  /** A non-partnered FedEx small parcel shipment: its FedEx shipment's calls. */
  fedex?: FedexActions | undefined;
}

const money = (amount: number, code: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount);

/** Amazon's carrier names are its own ('UPS', 'United Parcel Service Inc'): ours where the code matches. */
function carrierLabel(option: TransportOption): string {
  return CARRIERS.find((c) => c.value === option.carrierName)?.label ?? option.carrierName;
}

const MODES: Record<string, string> = {
  GROUND_SMALL_PARCEL: 'Small parcel',
  FREIGHT_LTL: 'LTL freight',
  FREIGHT_FTL_PALLET: 'FTL freight',
  FREIGHT_FTL_NONPALLET: 'FTL freight',
};

/** Cheapest first; options without a quote (own carriers Amazon does not price) last. */
function byCost(a: TransportOption, b: TransportOption): number {
  return (a.cost?.amount ?? Infinity) - (b.cost?.amount ?? Infinity);
}

/**
 * The estimate modal (spec sections 2, 4, 8): progress while Amazon works out the options, then
 * every option it offered side by side (partnered and own carriers, each carrier) with its total
 * and per-unit cost, the one the settings pick marked and preselected; the seller picks one and
 * Confirms. A failed step: 'Unable to generate estimate with reason' and the message, Try Again.
 */
export function TransportEstimateDialog({
  transport,
  confirming,
  onConfirm,
  onTryAgain,
  onClose,
  fedex,
}: TransportEstimateDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const options = [...transport.options].sort(byCost);
  const [picked, setPicked] = useState<string | null>(null);
  const chosen =
    options.find((o) => o.transportationOptionId === picked) ?? options.find((o) => o.matchesSettings) ?? null;
  const estimating = transport.step === 'ESTIMATING';
  const busy = transport.step !== null || confirming;
  const failed = !busy && transport.error !== null;
  // Amazon takes FedEx's parcels with the FedEx shipment's tracking numbers: it comes first.
  const fedexFirst =
    !!fedex && chosen?.shippingSolution === 'USE_YOUR_OWN_CARRIER' && transport.masterTrackingNumber === null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="estimate-title" fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id="estimate-title">Transport Estimate</DialogTitle>
      <DialogContent>
        {estimating && (
          <Box role="status" sx={{ py: 3 }}>
            <Typography gutterBottom>{transportMessages.estimateStarted}…</Typography>
            <LinearProgress aria-label={transportMessages.estimateStarted} />
          </Box>
        )}
        {transport.step === 'CONFIRMING' && (
          <Box role="status" sx={{ pb: 2 }}>
            <Typography gutterBottom>{transportMessages.confirmStarted}…</Typography>
            <LinearProgress aria-label={transportMessages.confirmStarted} />
          </Box>
        )}
        {failed && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={onTryAgain}>
                Try Again
              </Button>
            }
          >
            <AlertTitle>{transportMessages.estimateFailed}</AlertTitle>
            {transport.error}
          </Alert>
        )}
        {!estimating && <PlanShipmentsList transport={transport} />}
        {fedex && !estimating && <FedexShipmentPanel transport={transport} actions={fedex} />}
        {!estimating && options.length > 0 && (
          <Box
            role="radiogroup"
            aria-label="Transport options"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
            }}
          >
            {options.map((option) => {
              const selected = option.transportationOptionId === chosen?.transportationOptionId;
              const partnered = option.shippingSolution === 'AMAZON_PARTNERED_CARRIER';
              return (
                <Paper
                  key={option.transportationOptionId}
                  variant="outlined"
                  data-testid="transport-option"
                  onClick={() => !busy && setPicked(option.transportationOptionId)}
                  sx={{
                    p: 1.5,
                    cursor: busy ? 'default' : 'pointer',
                    borderColor: selected ? 'primary.main' : undefined,
                    borderWidth: selected ? 2 : 1,
                  }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Radio
                      checked={selected}
                      disabled={busy}
                      onChange={() => setPicked(option.transportationOptionId)}
                      slotProps={{
                        input: { 'aria-label': `${carrierLabel(option)} ${partnered ? 'partnered' : 'own carrier'}` },
                      }}
                      sx={{ p: 0.5 }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600 }}>{carrierLabel(option)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {partnered ? 'Amazon partnered' : 'Own carrier'} ·{' '}
                        {MODES[option.shippingMode] ?? option.shippingMode}
                      </Typography>
                    </Box>
                  </Box>
                  <Box sx={{ mt: 1 }}>
                    {option.cost ? (
                      <>
                        <Typography variant="h6" component="p" data-testid="option-total">
                          {money(option.cost.amount, option.cost.code)}
                        </Typography>
                        {option.costPerUnit !== null && (
                          <Typography variant="body2" color="text.secondary" data-testid="option-per-unit">
                            {money(option.costPerUnit, option.cost.code)} per unit
                          </Typography>
                        )}
                      </>
                    ) : fedex && /fedex/i.test(option.carrierName) && transport.estimatedCost !== null ? (
                      <>
                        <Typography variant="h6" component="p" data-testid="option-total">
                          {money(transport.estimatedCost, transport.estimatedCostCurrency ?? 'USD')}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          FedEx rate: your FedEx account bills you
                        </Typography>
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Not quoted by Amazon: the carrier bills you
                      </Typography>
                    )}
                  </Box>
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
                    {option.matchesSettings && <Chip size="small" color="primary" label="Your settings" />}
                    {option.transportationOptionId === transport.confirmedOptionId && (
                      <Chip size="small" color="success" label="Confirmed" />
                    )}
                  </Box>
                </Paper>
              );
            })}
          </Box>
        )}
        {!busy && !failed && options.length === 0 && (
          <Alert severity="info">Amazon offered no transport option yet: calculate the cost again.</Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        {fedexFirst && !busy && transport.transportStatus !== 'CONFIRMED' && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', px: 1 }}>
            {transportMessages.fedexShipmentFirst}
          </Typography>
        )}
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={busy || !chosen || fedexFirst || transport.transportStatus === 'CONFIRMED'}
          onClick={() => chosen && onConfirm(chosen.transportationOptionId)}
        >
          {confirming || transport.step === 'CONFIRMING' ? 'Confirming...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
