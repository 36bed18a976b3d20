import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { shipmentImportMessages, type UploadRowError, type UploadStats } from '@stowline/domain';
import { checkUploadFile } from '../../../components/upload/check-upload-file';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadResult } from '../../../components/upload/upload-result';

/** The spec's stats: Total, Valid, Invalid. */
const STATS_LABELS = { total: 'Total', valid: 'Valid', invalid: 'Invalid' };

export interface ShipmentImportResult {
  stats: UploadStats;
  errors: UploadRowError[];
  errorCsv: string | null;
}

interface ShipmentImportDialogProps {
  title: string;
  /** The columns the file needs, as the spec names them. */
  columns: readonly string[];
  /** The row key's column in the error list ('SKU', 'Box No.'). */
  keyLabel?: string;
  /** The file being read. */
  reading: boolean;
  /** The file's judged rows; null until one is read. */
  result: ShipmentImportResult | null;
  /** The server's refusal of the file itself (empty, too large, wrong type, unreadable, not WORKING). */
  refusal: string | null;
  applying: boolean;
  onFile: (file: File) => void;
  onDownloadTemplate: () => void;
  onDownloadErrors: (csv: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * An import of the shipment detail page (spec section 2): sample template link, file drop, the
 * stats (Total, Valid, Invalid) with the error list and 'Export the Error's List', Cancel and
 * Confirm. A dropped file is read at once; nothing is applied before Confirm, which needs at
 * least one valid row. Mounted while open.
 */
export function ShipmentImportDialog({
  title,
  columns,
  keyLabel,
  reading,
  result,
  refusal,
  applying,
  onFile,
  onDownloadTemplate,
  onDownloadErrors,
  onConfirm,
  onClose,
}: ShipmentImportDialogProps) {
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const titleId = `import-${title.replace(/\W+/g, '-').toLowerCase()}`;
  const problem = fileProblem ?? refusal;

  const take = (file: File) => {
    const found = checkUploadFile(file, shipmentImportMessages.emptyFile);
    setFileProblem(found);
    if (!found) onFile(file);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          A .csv or .xlsx file with the columns {columns.map((c) => `'${c}'`).join(', ')}.{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onDownloadTemplate}
            sx={{ verticalAlign: 'baseline' }}
          >
            Download Sample Template
          </Link>
        </Typography>
        <FileDropZone inputLabel={`${title} file`} pending={reading || applying} onFile={take} />
        {reading && (
          <Typography variant="body2" color="text.secondary" role="status">
            Reading the file…
          </Typography>
        )}
        {problem && !reading && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {result && !problem && !reading && (
          <UploadResult
            stats={result.stats}
            errors={result.errors}
            errorsTitle="Invalid rows"
            downloadLabel="Export the Error's List"
            statsLabels={STATS_LABELS}
            {...(keyLabel ? { keyLabel } : {})}
            onDownloadErrors={() => result.errorCsv !== null && onDownloadErrors(result.errorCsv)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!result || !!problem || reading || applying || result.stats.valid === 0}
          onClick={onConfirm}
        >
          {applying ? 'Processing...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
