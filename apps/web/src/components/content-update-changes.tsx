import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../lib/format-date';
import { formatMoney } from '../lib/format-money';

interface ContentUpdateChangesProps {
  /** The transportation fee Amazon quotes after the change; null when it quotes none. */
  fee: { amount: number; currency: string } | null;
  changes: { sellerSku: string; quantityBefore: number; quantityAfter: number }[];
  /** When Amazon drops the preview. */
  expiration: string;
}

/** Amazon's content-update preview of a WORKING shipment: its fee, each SKU's units before and after, and how long it holds. */
export function ContentUpdateChanges({ fee, changes, expiration }: ContentUpdateChangesProps) {
  return (
    <>
      <Typography data-testid="preview-fee" sx={{ fontWeight: 500 }}>
        {fee
          ? `Amazon's fee after the change: ${formatMoney(fee.amount, fee.currency)}`
          : 'Amazon quotes no fee for this change.'}
      </Typography>
      <Table size="small" aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableCell>Seller SKU</TableCell>
            <TableCell align="right">Units now</TableCell>
            <TableCell align="right">Units after</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.sellerSku}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{change.sellerSku}</TableCell>
              <TableCell align="right">{change.quantityBefore.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{change.quantityAfter.toLocaleString('en-US')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        Amazon keeps this preview until {formatDateTime(expiration)}.
      </Typography>
    </>
  );
}
