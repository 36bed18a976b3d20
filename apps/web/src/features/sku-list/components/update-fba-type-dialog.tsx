import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { importMessages, type FbaTypeUploadResponse } from '@stowline/domain';
import { checkUploadFile } from '../../../components/upload/check-upload-file';
import { FileDropZone } from '../../../components/upload/file-drop-zone';
import { UploadErrorsTable } from '../../../components/upload/upload-errors-table';
import { UploadStats } from '../../../components/upload/upload-stats';

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
export function UpdateFbaTypeDialog({ pending, result, refusal, onUpload, onFileChange, onDownloadTemplate, onDownloadErrors, onClose }: UpdateFbaTypeDialogProps) {
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
          One row per SKU with the columns SellerSKU and FBA Type (standard, extra large, oversized, hazmat, aerosol, oxidizer or flammable).{' '}
          <Link component="button" type="button" variant="body2" onClick={onDownloadTemplate} sx={{ verticalAlign: 'baseline' }}>
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
          <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="fba-upload-result">
            <UploadStats stats={result.stats} />
            {result.errors.length > 0 && (
              <>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle2">Rows not updated</Typography>
                  {result.errorCsv !== null && (
                    <Button size="small" startIcon={<FileDownloadOutlined />} onClick={() => onDownloadErrors(result.errorCsv!)}>
                      Download Error List
                    </Button>
                  )}
                </Box>
                <UploadErrorsTable errors={result.errors} />
              </>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!file || fileProblem !== undefined || pending} onClick={() => file && onUpload(file)}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
