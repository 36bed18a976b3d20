import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { canDownloadBol, transportStatusLabel, type ShipmentDetail } from '@stowline/domain';
import { useShipment } from '../api/use-shipment';

interface Card {
  title: string;
  value: string;
  detail?: string;
  tooltip?: string;
}

/** The four cards' values (spec sections 2 and 4); labels and BOL stay Pending until their issues. */
export function statusCardsOf(shipment: ShipmentDetail): Card[] {
  const estimate =
    shipment.estimatedCost !== null
      ? `${shipment.estimatedCost.toFixed(2)} ${shipment.estimatedCostCurrency ?? ''}`.trim()
      : undefined;
  const feedErrors = shipment.feedDetails.errorList.map((e) => e.resultDescription).join(' ');
  return [
    {
      title: 'Transport Status',
      value: transportStatusLabel(shipment.transportStatus),
      ...(estimate ? { detail: estimate } : {}),
    },
    {
      title: 'Box Content Status',
      value: shipment.feedDetails.status,
      ...(shipment.feedDetails.status === 'Failed' && feedErrors ? { tooltip: feedErrors } : {}),
    },
    { title: 'Labels', value: 'Pending' },
    { title: 'BOL', value: canDownloadBol(shipment) ? 'Available' : 'Pending' },
  ];
}

/** Shipment Details' status cards: Transport Status, Box Content Status, Labels, BOL. */
export function ShipmentStatusCards({ shipmentId }: { shipmentId: string }) {
  const { data: shipment } = useShipment(shipmentId);
  return (
    <Box
      role="list"
      aria-label="Shipment status"
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
    >
      {(shipment ? statusCardsOf(shipment) : [null, null, null, null]).map((card, i) => (
        <Paper key={card?.title ?? i} role="listitem" variant="outlined" sx={{ p: 1.5 }} aria-label={card?.title}>
          {card ? (
            <>
              <Typography variant="caption" color="text.secondary">
                {card.title}
              </Typography>
              <Tooltip title={card.tooltip ?? ''}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {card.value}
                </Typography>
              </Tooltip>
              {card.detail && (
                <Typography variant="body2" color="text.secondary">
                  {card.detail}
                </Typography>
              )}
            </>
          ) : (
            <Skeleton width="60%" />
          )}
        </Paper>
      ))}
    </Box>
  );
}
