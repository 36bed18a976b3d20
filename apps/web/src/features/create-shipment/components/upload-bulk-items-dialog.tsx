import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { IMPORT_FILE_NAMES, getSkuTemplateCsv, type PackMode } from '@stowline/domain';
import type { ShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { ShipSkuUploadPanel } from './ship-sku-upload-panel';

interface UploadBulkItemsDialogProps {
  mode: PackMode;
  upload: ShipSkuUpload;
  onConfirm: () => void;
  onClose: () => void;
}

/** Upload Bulk Items: a file or pasted lines of SKUs to ship, with the SKU template; Confirm takes the valid rows. */
export function UploadBulkItemsDialog({ mode, upload, onConfirm, onClose }: UploadBulkItemsDialogProps) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="upload-ship-title" fullWidth maxWidth="md">
      <DialogTitle id="upload-ship-title">Upload Bulk Items</DialogTitle>
      <DialogContent>
        <ShipSkuUploadPanel
          mode={mode}
          upload={upload}
          template={{ fileName: IMPORT_FILE_NAMES.skuTemplate, csv: getSkuTemplateCsv(mode) }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={upload.pending || upload.items.length === 0} onClick={onConfirm}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
