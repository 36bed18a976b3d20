import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CreationStatus } from '@stowline/domain';
import type { Creatable } from '../state/plan-review';

export interface CreationRow {
  shipmentId: string;
  /** What the seller calls it: the name given, or 'Plan n' (never Amazon's internal id). */
  name: string;
  plan: Creatable | null;
  status: CreationStatus;
  message: string | null;
}

const STATUS_LABELS: Record<CreationStatus, string> = {
  NOT_STARTED: 'Waiting',
  IN_PROGRESS: 'Creating…',
  CREATED: 'Created',
  FAILED: 'Failed',
};

/** The plans asked to be created: errors first (the spec's 'Review Errors above'), then each plan's state. */
export function CreatedShipmentsSummary({ rows }: { rows: readonly CreationRow[] }) {
  const failed = rows.filter((row) => row.status === 'FAILED');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {failed.length > 0 && (
        <Alert severity="error" data-testid="creation-errors">
          {failed.map((row) => (
            <div key={row.shipmentId}>
              {row.name}: {row.message ?? 'Not created'}
            </div>
          ))}
        </Alert>
      )}
      <Box component="ul" aria-label="Shipments" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.shipmentId}
            aria-label={row.name}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: '84px 1fr',
              columnGap: 1,
              alignItems: 'center',
            }}
          >
            <Chip
              size="small"
              label={STATUS_LABELS[row.status]}
              color={row.status === 'CREATED' ? 'success' : row.status === 'FAILED' ? 'error' : 'default'}
              sx={{ justifySelf: 'start' }}
            />
            <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ gridColumn: 2 }}>
              <span data-testid="created-shipment-id">{row.plan?.creation.shipmentConfirmationId ?? ''}</span>
              {row.plan?.DestinationFulfillmentCenterId && ` → ${row.plan.DestinationFulfillmentCenterId}`}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
