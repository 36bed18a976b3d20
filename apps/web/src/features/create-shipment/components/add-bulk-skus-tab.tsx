import DialogContent from '@mui/material/DialogContent';
import { IMPORT_FILE_NAMES, getBulkDataTemplateCsv, type PackMode, type ShipmentItem } from '@stowline/domain';
import type { ShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { AddSkusActions } from './add-skus-actions';
import { ShipSkuUploadPanel } from './ship-sku-upload-panel';

interface AddBulkSkusTabProps {
  mode: PackMode;
  upload: ShipSkuUpload;
  onAdd: (items: ShipmentItem[]) => void;
  onCancel: () => void;
}

/** The Bulk tab: the same upload as Upload Bulk Items, with the Uplaod_Bulk_Data.csv template. */
export function AddBulkSkusTab({ mode, upload, onAdd, onCancel }: AddBulkSkusTabProps) {
  return (
    <>
      <DialogContent>
        <ShipSkuUploadPanel
          mode={mode}
          upload={upload}
          template={{ fileName: IMPORT_FILE_NAMES.bulkDataTemplate, csv: getBulkDataTemplateCsv(mode) }}
        />
      </DialogContent>
      <AddSkusActions
        canConfirm={!upload.pending && upload.items.length > 0}
        onCancel={onCancel}
        onConfirm={() => onAdd(upload.items)}
      />
    </>
  );
}
