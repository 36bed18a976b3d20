import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { transportMessages, transportStatusLabel, type TransportState } from '@stowline/domain';
import type { FedexActions } from './fedex-shipment-panel';
import { formatPlanTotal, isPlanTransport } from './plan-shipments-list';
import { TransportVoidButton } from './transport-void-button';

export interface TransportCardActions {
  onOpenEstimate: () => void;
  onVoid: () => void;
  onMarkShipped: () => void;
  onResubmitFeed: () => void;
  onDownloadBol: () => void;
  pending: { void: boolean; markShipped: boolean; resubmitFeed: boolean; bol: boolean };
  /** A non-partnered FedEx small parcel shipment: its FedEx labels and cancel. */
  fedex?: Pick<FedexActions, 'onLabels' | 'onCancel'> & { cancelling: boolean };
}

const STEP_TEXT = {
  ESTIMATING: 'Calculating cost…',
  CONFIRMING: 'Confirming…',
  VOIDING: 'Voiding…',
  TRACKING: 'Sending tracking ids to Amazon…',
  RESUBMITTING: 'Resubmitting box content…',
} as const;

function StatusCard({
  title,
  value,
  tooltip,
  children,
}: {
  title: string;
  value: ReactNode;
  tooltip?: string;
  children?: ReactNode;
}) {
  return (
    <Paper
      role="listitem"
      variant="outlined"
      aria-label={title}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="caption" color="text.secondary">
        {title}
      </Typography>
      <Tooltip title={tooltip ?? ''}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }} data-testid={`${title}-value`}>
          {value}
        </Typography>
      </Tooltip>
      {children}
    </Paper>
  );
}

/** The money of an estimate, e.g. '312.50 USD'. */
/** Marked shipped, or past it (Amazon's statuses after SHIPPED): the transport can no longer be voided. */
const isShipped = (status: string | undefined) =>
  !!status && status !== 'WORKING' && status !== 'PENDING_TO_MARK_SHIP' && status !== 'CANCELLED';

const cost = (t: TransportState) =>
  t.estimatedCost !== null ? `${t.estimatedCost.toFixed(2)} ${t.estimatedCostCurrency ?? ''}`.trim() : null;

/**
 * Shipment Details' status cards (spec sections 2 and 4) with their actions: Transport Status
 * (Pending, ESTIMATED with cost, CONFIRMED with Void and its time left, Mark Shipped), Box Content
 * Status (the feed: Pending, Success, Failed with Amazon's resultDescriptions and Resubmit),
 * Labels and BOL (download for a confirmed partnered LTL transport). Two columns on a phone.
 */
export function TransportStatusCards({
  transport,
  actions,
}: {
  transport: TransportState | undefined;
  actions: TransportCardActions;
}) {
  if (!transport)
    return (
      <Box role="list" aria-label="Shipment status" sx={gridSx}>
        {[0, 1, 2, 3].map((i) => (
          <Paper key={i} role="listitem" variant="outlined" sx={{ p: 1.5 }}>
            <Skeleton width="60%" />
          </Paper>
        ))}
      </Box>
    );
  const { step } = transport;
  const feedErrors = transport.feedErrors.map((e) => e.resultDescription).join(' ');
  const confirmed = transport.transportStatus === 'CONFIRMED';
  const cancelled = transport.shipmentStatus === 'CANCELLED';
  const fedexLabels = actions.fedex && transport.masterTrackingNumber !== null;
  return (
    <Box role="list" aria-label="Shipment status" sx={gridSx}>
      <StatusCard title="Transport Status" value={transportStatusLabel(transport.transportStatus)}>
        {cost(transport) && (
          <Typography variant="body2" color="text.secondary" data-testid="transport-cost">
            {cost(transport)}
          </Typography>
        )}
        {isPlanTransport(transport) && (
          <Typography variant="body2" color="text.secondary" data-testid="plan-transport">
            With the plan's {transport.planShipments.length} shipments
            {formatPlanTotal(transport) ? `: ${formatPlanTotal(transport)} in all` : ''}
          </Typography>
        )}
        {cancelled && (
          <Typography variant="body2" color="text.secondary">
            {transportMessages.voidedNeedsNewPlan}
          </Typography>
        )}
        {step && (
          <Typography variant="body2" role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={14} /> {STEP_TEXT[step]}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {(transport.transportStatus === 'ESTIMATED' || (transport.options.length > 0 && !confirmed)) && !step && (
            <Button size="small" variant="contained" onClick={actions.onOpenEstimate}>
              Choose & Confirm
            </Button>
          )}
          {confirmed && !cancelled && (
            <>
              {/* Mark Shipped is irreversible (spec section 4): once shipped there is nothing to void. */}
              {!isShipped(transport.shipmentStatus) && (
                <TransportVoidButton
                  voidDate={transport.voidDate}
                  pending={actions.pending.void || step === 'VOIDING'}
                  onVoid={actions.onVoid}
                />
              )}
              {transport.canMarkShipped && (
                <Button
                  size="small"
                  variant="contained"
                  disabled={actions.pending.markShipped || !!step}
                  onClick={actions.onMarkShipped}
                >
                  Mark Shipped
                </Button>
              )}
            </>
          )}
        </Box>
      </StatusCard>
      <StatusCard
        title="Box Content Status"
        value={transport.feedStatus}
        {...(transport.feedStatus === 'Failed' && feedErrors ? { tooltip: feedErrors } : {})}
      >
        {transport.feedStatus === 'Failed' && (
          <Box>
            <Button
              size="small"
              variant="outlined"
              disabled={actions.pending.resubmitFeed}
              onClick={actions.onResubmitFeed}
            >
              {actions.pending.resubmitFeed ? 'Resubmitting...' : 'Resubmit'}
            </Button>
          </Box>
        )}
      </StatusCard>
      <StatusCard title="Labels" value={confirmed || fedexLabels ? 'Available' : 'Pending'}>
        {transport.masterTrackingNumber && (
          <Typography variant="body2" color="text.secondary">
            FedEx tracking {transport.masterTrackingNumber}
          </Typography>
        )}
        {confirmed && !transport.masterTrackingNumber && (
          <Typography variant="body2" color="text.secondary">
            Print the box labels from the box menu
          </Typography>
        )}
        {fedexLabels && actions.fedex && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={actions.fedex.onLabels}>
              FedEx Labels
            </Button>
            {(!confirmed || cancelled) && (
              <Button size="small" color="error" disabled={actions.fedex.cancelling} onClick={actions.fedex.onCancel}>
                {actions.fedex.cancelling ? 'Cancelling...' : 'Cancel FedEx Shipment'}
              </Button>
            )}
          </Box>
        )}
      </StatusCard>
      <StatusCard title="BOL" value={transport.canDownloadBol ? 'Available' : 'Pending'}>
        {transport.canDownloadBol ? (
          <Box>
            <Button size="small" variant="outlined" disabled={actions.pending.bol} onClick={actions.onDownloadBol}>
              Download BOL
            </Button>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {transportMessages.bolOnly}
          </Typography>
        )}
      </StatusCard>
    </Box>
  );
}

const gridSx = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
} as const;
