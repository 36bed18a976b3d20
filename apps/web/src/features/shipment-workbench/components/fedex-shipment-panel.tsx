import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TransportState } from '@stowline/domain';

export interface FedexActions {
  onRates: () => void;
  onCreate: (readyDate: string) => void;
  onCancel: () => void;
  onLabels: () => void;
  pending: { rates: boolean; create: boolean; cancel: boolean };
}

/**
 * The seller's own FedEx shipment of a non-partnered FedEx small parcel shipment (spec section 4:
 * create shipment, get rates, confirm, cancel), in the estimate modal beside Amazon's options.
 * Amazon does not price an own carrier: FedEx's rate is the estimate. The FedEx shipment buys
 * the labels (one per box) and gives each box its tracking number; Confirm then sends those to
 * Amazon. Cancel voids it at FedEx while Amazon has not got the numbers (or after a void).
 */
export function FedexShipmentPanel({ transport, actions }: { transport: TransportState; actions: FedexActions }) {
  const created = transport.masterTrackingNumber !== null;
  const confirmed = transport.transportStatus === 'CONFIRMED';
  const readyDate = transport.readyDate?.slice(0, 10) ?? null;
  const busy = actions.pending.rates || actions.pending.create || actions.pending.cancel || transport.step !== null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} aria-label="FedEx shipment" role="region">
      <Typography sx={{ fontWeight: 600 }}>FedEx (your account)</Typography>
      {transport.estimatedCost !== null && (
        <Typography variant="body2" data-testid="fedex-rate">
          FedEx rate: {transport.estimatedCost.toFixed(2)} {transport.estimatedCostCurrency}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ my: 0.5 }}>
        {created
          ? `FedEx shipment ${transport.masterTrackingNumber}: its tracking numbers are on your boxes${confirmed ? ' and with Amazon' : ' and go to Amazon when you confirm'}.`
          : `Ready date ${readyDate ?? '—'}. Create the FedEx shipment to buy its labels; its tracking numbers go to Amazon when you confirm.`}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {!created && (
          <>
            <Button size="small" variant="outlined" disabled={busy} onClick={actions.onRates}>
              {actions.pending.rates ? 'Getting Rate...' : 'Get FedEx Rate'}
            </Button>
            <Button
              size="small"
              variant="contained"
              disabled={busy || !readyDate}
              onClick={() => readyDate && actions.onCreate(readyDate)}
            >
              {actions.pending.create ? 'Creating...' : 'Create FedEx Shipment'}
            </Button>
          </>
        )}
        {created && (
          <Button size="small" variant="outlined" onClick={actions.onLabels}>
            FedEx Labels
          </Button>
        )}
        {created && (!confirmed || transport.shipmentStatus === 'CANCELLED') && (
          <Button size="small" color="error" disabled={busy} onClick={actions.onCancel}>
            {actions.pending.cancel ? 'Cancelling...' : 'Cancel FedEx Shipment'}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
