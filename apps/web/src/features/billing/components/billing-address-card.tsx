import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { COUNTRIES, US_STATES, type BillingAddress } from '@stowline/domain';

interface BillingAddressCardProps {
  address: BillingAddress | null | undefined;
  loading: boolean;
  onEdit: () => void;
}

/** The address receipts print and the payment processor keeps, with Edit. */
export function BillingAddressCard({ address, loading, onEdit }: BillingAddressCardProps) {
  const state = address ? (US_STATES.find((s) => s.code === address.state)?.name ?? address.state) : '';
  return (
    <Paper component="section" variant="outlined" aria-labelledby="billing-address-heading" sx={{ p: 3 }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography variant="h6" component="h2" id="billing-address-heading">
          Billing Address
        </Typography>
        <Button variant="outlined" size="small" onClick={onEdit} disabled={loading}>
          {address ? 'Edit' : 'Add'}
        </Button>
      </Box>
      {loading ? (
        <Skeleton width={220} height={72} />
      ) : address ? (
        <Typography component="address" sx={{ fontStyle: 'normal', color: 'text.secondary' }}>
          {address.addressLine1}
          <br />
          {address.addressLine2 && (
            <>
              {address.addressLine2}
              <br />
            </>
          )}
          {address.city}, {state} {address.postalCode}
          <br />
          {COUNTRIES.find((c) => c.code === address.country)?.name ?? address.country}
        </Typography>
      ) : (
        <Typography color="text.secondary">No billing address yet. Receipts show it once you add one.</Typography>
      )}
    </Paper>
  );
}
