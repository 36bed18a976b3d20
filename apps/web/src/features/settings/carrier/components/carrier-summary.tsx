import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CarrierAccount } from '@stowline/domain';
import { formatDateTime } from '../../../../lib/format-date';

/** What is saved for the carrier, masked as the server sends it. */
export function CarrierSummary({ account }: { account: CarrierAccount | undefined }) {
  if (!account) return <Chip label="Not connected" size="small" variant="outlined" />;
  const rows = [
    ['Client ID', account.clientId],
    ['Secret Key', account.secretKey],
    ['Account Number', account.accountNumber],
    ['Label Stock Type', account.labelStockType],
    ['Last updated', formatDateTime(account.updatedAt)],
  ];
  return (
    <Box>
      <Chip label="Connected" color="success" size="small" sx={{ mb: 2 }} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontFamily: label === 'Last updated' ? undefined : 'monospace' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
