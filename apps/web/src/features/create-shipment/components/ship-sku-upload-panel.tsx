import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  IMPORT_FILE_NAMES,
  PACK_MODE_NAMES,
  SHIP_TEMPLATE_COLUMNS,
  toSafeCsv,
  toUploadErrorRows,
  type PackMode,
} from '@stowline/domain';
import { downloadText } from '../../../lib/download';
import type { ShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { SkuSourceTabs } from './sku-source-tabs';
import { UploadResult } from '../../../components/upload/upload-result';

interface ShipSkuUploadPanelProps {
  mode: PackMode;
  upload: ShipSkuUpload;
  /** The template offered beside the tabs (sample_sku_template.csv or Uplaod_Bulk_Data.csv). */
  template: { fileName: string; csv: string };
}

/** The SKU upload for shipping: source tabs, the refusal if any, then the result. Shared by both upload dialogs. */
export function ShipSkuUploadPanel({ mode, upload, template }: ShipSkuUploadPanelProps) {
  const { result } = upload;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* The pack mode decides the columns: say which one this upload reads before a file is chosen. */}
      <Alert severity="info" role="note" data-testid="upload-pack-mode">
        Reading <strong>{PACK_MODE_NAMES[mode]}</strong> rows: {SHIP_TEMPLATE_COLUMNS[mode]}.
      </Alert>
      <SkuSourceTabs
        mode={mode}
        pending={upload.pending}
        onFile={upload.sendFile}
        onText={upload.sendText}
        onDownloadTemplate={() => downloadText(template.fileName, template.csv)}
      />
      {upload.pending && <LinearProgress aria-label="Checking the SKUs" />}
      {upload.error && (
        <Alert severity="error" role="alert">
          {upload.error}
        </Alert>
      )}
      {result && (
        <UploadResult
          stats={result.stats}
          errors={result.errors}
          onDownloadErrors={() =>
            downloadText(IMPORT_FILE_NAMES.uploadErrors, toSafeCsv(toUploadErrorRows(result.errors)))
          }
        />
      )}
    </Box>
  );
}
