import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ContentUpdatePreview } from '@stowline/domain';
import { ContentUpdateChanges } from '../../../components/content-update-changes';

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
        <ContentUpdateChanges
          fee={preview.fee}
          changes={preview.changes.map(({ SellerSKU, ...units }) => ({ sellerSku: SellerSKU, ...units }))}
          expiration={preview.expiration}
        />
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
