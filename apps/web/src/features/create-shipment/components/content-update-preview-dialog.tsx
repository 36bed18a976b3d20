import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContentUpdatePreview } from '@stowline/domain';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../lib/format-money';

interface ContentUpdatePreviewDialogProps {
  shipmentId: string;
  preview: ContentUpdatePreview;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** What adding the SKUs would change in a WORKING shipment, and the fee Amazon quotes, before confirming. */
export function ContentUpdatePreviewDialog({
  shipmentId,
  preview,
  pending,
  onConfirm,
  onClose,
}: ContentUpdatePreviewDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="content-preview-title" fullWidth maxWidth="sm">
      <DialogTitle id="content-preview-title">Add SKUs to {shipmentId}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography data-testid="preview-fee">
          {preview.fee
            ? `Amazon's quote after the change: ${formatMoney(preview.fee.amount, preview.fee.currency)}`
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
            {preview.changes.map((change) => (
              <TableRow key={change.SellerSKU}>
                <TableCell sx={{ wordBreak: 'break-all' }}>{change.SellerSKU}</TableCell>
                <TableCell align="right">{change.quantityBefore.toLocaleString('en-US')}</TableCell>
                <TableCell align="right">{change.quantityAfter.toLocaleString('en-US')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="caption" color="text.secondary">
          Amazon keeps this preview until {formatDateTime(preview.expiration)}.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={pending} onClick={onConfirm}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
