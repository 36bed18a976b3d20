import { memo } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { IMPORT_FILE_NAMES, getSkuTemplateCsv, type PackMode, type ShipmentItem } from '@stowline/domain';
import { useShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { openCreateShipments, useCreateShipmentsState } from '../state/create-shipments-store';
import { ShipSkuUploadPanel } from './ship-sku-upload-panel';

const NO_ITEMS: readonly ShipmentItem[] = [];

export interface UploadShipDialogProps {
  open: boolean;
  mode: PackMode;
  onClose: () => void;
}

/**
 * Upload Bulk Items (the SKU list's Upload & Ship): a file or pasted lines of SKUs to ship; Confirm
 * puts the valid rows in the 'Create Shipments' drawer and opens it. Mounted only while open, so
 * every opening starts empty.
 */
export const UploadShipDialog = memo(function UploadShipDialog({ open, mode, onClose }: UploadShipDialogProps) {
  if (!open) return null;
  return <UploadShipDialogContent mode={mode} onClose={onClose} />;
});

function UploadShipDialogContent({ mode, onClose }: Omit<UploadShipDialogProps, 'open'>) {
  const drawer = useCreateShipmentsState();
  // Items of the other pack mode are replaced on Confirm, so only this mode's items can clash.
  const upload = useShipSkuUpload(mode, drawer.mode === mode ? drawer.items : NO_ITEMS);
  const confirm = () => {
    openCreateShipments(upload.items, mode);
    onClose();
  };
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
        <Button variant="contained" disabled={upload.pending || upload.items.length === 0} onClick={confirm}>
          Confirm
        </Button>
      </DialogActions>
    </Dialog>
  );
}
