import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { importMessages, type FbaTypeUploadResponse } from '@stowline/domain';
import { checkUploadFile } from '../../../components/upload/check-upload-file';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadResult } from '../../../components/upload/upload-result';

interface UpdateFbaTypeDialogProps {
  pending: boolean;
  /** The last upload's outcome; cleared when another file is chosen. */
  result: FbaTypeUploadResponse | null;
  /** The server's refusal of the file itself (empty, too large, wrong type, unreadable). */
  refusal: string | null;
  onUpload: (file: File) => void;
  /** A new file was chosen: the previous outcome no longer applies. */
  onFileChange: () => void;
  onDownloadTemplate: () => void;
  onDownloadErrors: (csv: string) => void;
  onClose: () => void;
}

/**
 * Update FBA Type (bulk upload): choose a .csv or .xlsx file of SellerSKU and FBA Type, Upload,
 * then read the counts and the refused rows. Mounted while open.
 */
export function UpdateFbaTypeDialog({
  pending,
  result,
  refusal,
  onUpload,
  onFileChange,
  onDownloadTemplate,
  onDownloadErrors,
  onClose,
}: UpdateFbaTypeDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const fileProblem = file ? checkUploadFile(file, importMessages.fbaEmptyFile) : undefined;
  const problem = fileProblem ?? refusal;

  const chooseFile = (chosen: File) => {
    setFile(chosen);
    onFileChange();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="update-fba-type-title" fullWidth maxWidth="sm">
      <DialogTitle id="update-fba-type-title">Update FBA Type</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          One row per SKU with the columns SellerSKU and FBA Type (standard, extra large, oversized, hazmat, aerosol,
          oxidizer or flammable).{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={onDownloadTemplate}
            sx={{ verticalAlign: 'baseline' }}
          >
            Download Template
          </Link>
        </Typography>
        <FileDropZone inputLabel="FBA type file" pending={pending} onFile={chooseFile} />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {result && (
          <UploadResult
            stats={result.stats}
            errors={result.errors}
            errorsTitle="Rows not updated"
            onDownloadErrors={() => result.errorCsv !== null && onDownloadErrors(result.errorCsv)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          disabled={!file || fileProblem !== undefined || pending}
          onClick={() => file && onUpload(file)}
        >
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
