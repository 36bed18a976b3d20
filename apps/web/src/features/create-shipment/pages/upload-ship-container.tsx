import { memo } from 'react';
import type { PackMode, ShipmentItem } from '@stowline/domain';
import { useShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { openCreateShipments, useCreateShipmentsState } from '../state/create-shipments-store';
import { UploadBulkItemsDialog } from '../components/upload-bulk-items-dialog';

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
  return <UploadShipContainer mode={mode} onClose={onClose} />;
});

/** The upload's calls, checked against the drawer's items. */
function UploadShipContainer({ mode, onClose }: Omit<UploadShipDialogProps, 'open'>) {
  const drawer = useCreateShipmentsState();
  // Items of the other pack mode are replaced on Confirm, so only this mode's items can clash.
  const upload = useShipSkuUpload(mode, drawer.mode === mode ? drawer.items : NO_ITEMS);
  const confirm = () => {
    openCreateShipments(upload.items, mode);
    onClose();
  };
  return <UploadBulkItemsDialog mode={mode} upload={upload} onConfirm={confirm} onClose={onClose} />;
}
