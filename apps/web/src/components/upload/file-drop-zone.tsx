import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { UPLOAD_ACCEPT } from './check-upload-file';

interface FileDropZoneProps {
  /** The file input's accessible name. */
  inputLabel?: string;
  pending: boolean;
  onFile: (file: File) => void;
}

/** Drag File: drop a .csv or .xlsx here, or pick one; `onFile` gets it at once and the chosen name shows. */
export function FileDropZone({ inputLabel = 'Choose a .csv or .xlsx file', pending, onFile }: FileDropZoneProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file || pending) return;
    setFileName(file.name);
    onFile(file);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'grey.50',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <UploadFileOutlined color="action" fontSize="large" />
      <Typography variant="body2">Drag and drop a .csv or .xlsx file here, or</Typography>
      <input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={UPLOAD_ACCEPT}
        aria-label={inputLabel}
        hidden
        onChange={(event) => {
          take(event.target.files?.[0]);
          // The same file again (after fixing it) must fire a change.
          event.target.value = '';
        }}
      />
      <Button variant="outlined" size="small" disabled={pending} onClick={() => inputRef.current?.click()}>
        Choose File
      </Button>
      {fileName && (
        <Typography variant="caption" color="text.secondary" data-testid="chosen-file">
          {fileName}
        </Typography>
      )}
    </Box>
  );
}
