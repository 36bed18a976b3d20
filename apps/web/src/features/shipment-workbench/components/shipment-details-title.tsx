import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AreaSpinner } from '../../../components/spinners';

/** The page's title, the same whether the shipment is open, loading or not named. */
export function ShipmentDetailsTitle() {
  return (
    <Typography variant="h5" component="h1" sx={{ fontSize: { xs: 20, sm: 24 } }}>
      Shipment Details
    </Typography>
  );
}

/** The page's frame: its padding, the title when `title` is set, then its content. */
export function ShipmentDetailsFrame({ title, children }: { title?: boolean; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, p: { xs: 1, sm: 2 }, minHeight: 0 }}>
      {title && <ShipmentDetailsTitle />}
      {children}
    </Box>
  );
}

/**
 * Shipment Details while its code or its shipment loads: the title is there at once, so a packer
 * sees where the link led before the parts arrive.
 */
export function ShipmentDetailsLoading() {
  return (
    <ShipmentDetailsFrame title>
      <AreaSpinner />
    </ShipmentDetailsFrame>
  );
}
