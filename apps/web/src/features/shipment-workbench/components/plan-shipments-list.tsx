import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TransportState } from '@stowline/domain';

const money = (amount: number, code: string | null) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code ?? 'USD' }).format(amount);

/** Whether the shipment's transport is its plan's: Amazon estimates and confirms several shipments together. */
export const isPlanTransport = (transport: TransportState) => transport.planShipments.length > 1;

/** The plan's total, e.g. '$48.20', or null while a shipment has no estimate. */
export function formatPlanTotal(transport: TransportState): string | null {
  if (transport.planEstimatedCost === null) return null;
  return money(transport.planEstimatedCost, transport.planShipments[0]?.estimatedCostCurrency ?? null);
}

/**
 * The shipments of a placement option whose transport goes together (small parcel packed first):
 * each one's FBA id, name, centre and estimate, and the plan's total.
 */
export function PlanShipmentsList({ transport }: { transport: TransportState }) {
  if (!isPlanTransport(transport)) return null;
  const total = formatPlanTotal(transport);
  return (
    <Box component="section" aria-labelledby="plan-shipments-title" sx={{ display: 'grid', gap: 1, mb: 2 }}>
      <Typography id="plan-shipments-title" variant="subtitle2" component="h3">
        Shipments of this plan
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Amazon estimates and confirms the transport of every shipment of the plan together.
      </Typography>
      <Box component="ul" aria-label="Shipments of this plan" sx={{ m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {transport.planShipments.map((s) => (
          <Box
            component="li"
            key={s.shipmentRowId}
            sx={{
              listStyle: 'none',
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: '140px 1fr 70px auto' },
              columnGap: 1.5,
              alignItems: 'baseline',
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {s.shipmentId}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', display: { xs: 'none', sm: 'block' } }}>
              {s.shipmentName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {s.destinationFulfillmentCenterId}
            </Typography>
            <Typography variant="body2" sx={{ textAlign: 'right' }}>
              {s.estimatedCost !== null ? money(s.estimatedCost, s.estimatedCostCurrency) : '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="plan-total">
        Plan total: {total ?? 'not estimated yet'}
      </Typography>
    </Box>
  );
}
