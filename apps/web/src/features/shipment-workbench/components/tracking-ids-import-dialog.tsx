import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { parsePastedTrackingIds, shipmentImportMessages } from '@stowline/domain';
import { checkUploadFile } from '../../../components/upload/check-upload-file';
import { FileDropZone } from '../../../components/upload/file-drop-zone';

type Source = 'file' | 'paste';

interface TrackingIdsImportDialogProps {
  boxCount: number;
  reading: boolean;
  /** The file's tracking ids (one per box, in box order); null until one is read. */
  fileIds: string[] | null;
  /** The server's refusal of the file (the spec's tracking id messages, or the file's own). */
  refusal: string | null;
  applying: boolean;
  onFile: (file: File) => void;
  onDownloadTemplate: () => void;
  onConfirm: (trackingIds: string[]) => void;
  onClose: () => void;
}

/**
 * Upload Bulk Tracking Ids (spec section 2, SP non-partnered): Drag File (a 'Tracking_Id'
 * column) or Copy/Paste (comma, or whitespace and tab separated, checked by 'validate'). The
 * ids go to boxes 1..N in order and must be exactly as many as the boxes; Confirm sends them.
 */
export function TrackingIdsImportDialog({
  boxCount,
  reading,
  fileIds,
  refusal,
  applying,
  onFile,
  onDownloadTemplate,
  onConfirm,
  onClose,
}: TrackingIdsImportDialogProps) {
  const [source, setSource] = useState<Source>('file');
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [pasted, setPasted] = useState<{ trackingIds: string[] } | { error: string } | null>(null);

  const take = (file: File) => {
    const found = checkUploadFile(file, shipmentImportMessages.emptyFile);
    setFileProblem(found);
    if (!found) onFile(file);
  };
  const ids =
    source === 'file' ? (fileProblem ? null : fileIds) : pasted && 'trackingIds' in pasted ? pasted.trackingIds : null;
  const problem =
    source === 'file' ? (fileProblem ?? (reading ? null : refusal)) : pasted && 'error' in pasted ? pasted.error : null;

  return (
    <Dialog open onClose={onClose} aria-labelledby="tracking-import-title" fullWidth maxWidth="sm">
      <DialogTitle id="tracking-import-title">Upload Bulk Tracking Ids</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={source}
          onChange={(_e, next: Source | null) => next && setSource(next)}
          aria-label="Tracking id source"
        >
          <ToggleButton value="file">Drag File</ToggleButton>
          <ToggleButton value="paste">Copy/Paste</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          One tracking id per box, in box order: {boxCount} {boxCount === 1 ? 'box' : 'boxes'}.
          {source === 'file' && (
            <>
              {' '}
              A .csv or .xlsx file with a 'Tracking_Id' column.{' '}
              <Link
                component="button"
                type="button"
                variant="body2"
                onClick={onDownloadTemplate}
                sx={{ verticalAlign: 'baseline' }}
              >
                Download Sample Template
              </Link>
            </>
          )}
        </Typography>
        {source === 'file' ? (
          <FileDropZone inputLabel="Tracking id file" pending={reading || applying} onFile={take} />
        ) : (
          <>
            <TextField
              label="Tracking Ids"
              placeholder="1Z999AA10123456784, 1Z999AA10123456785"
              multiline
              minRows={3}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setPasted(null);
              }}
            />
            <Button
              variant="outlined"
              sx={{ justifySelf: 'start' }}
              onClick={() => setPasted(parsePastedTrackingIds(text, boxCount))}
            >
              validate
            </Button>
          </>
        )}
        {reading && source === 'file' && (
          <Typography variant="body2" color="text.secondary" role="status">
            Reading the file…
          </Typography>
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {ids && !problem && (
          <Alert severity="success" role="status">
            {ids.length} tracking {ids.length === 1 ? 'id' : 'ids'} for {boxCount} {boxCount === 1 ? 'box' : 'boxes'}:
            Box 1 gets {ids[0]}
            {ids.length > 1 ? `, Box ${ids.length} gets ${ids[ids.length - 1]}` : ''}.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!ids || !!problem || applying} onClick={() => ids && onConfirm(ids)}>
          {applying ? 'Processing...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
