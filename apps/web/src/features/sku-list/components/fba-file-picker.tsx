import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { FBA_UPLOAD_ACCEPT } from '../lib/check-fba-upload-file';

interface FbaFilePickerProps {
  file: File | null;
  disabled: boolean;
  onFile: (file: File) => void;
}

/** A drop zone with a picker for one .csv or .xlsx file; shows the chosen file's name. */
export function FbaFilePicker({ file, disabled, onFile }: FbaFilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'grey.50',
        borderRadius: 2,
        p: 3,
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      <UploadFileOutlined color="action" fontSize="large" />
      <Typography variant="body2">Drag and drop a .csv or .xlsx file here, or</Typography>
      <input
        ref={inputRef}
        type="file"
        accept={FBA_UPLOAD_ACCEPT}
        aria-label="FBA type file"
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Choosing the same file again (after fixing it) must fire a change.
          event.target.value = '';
        }}
      />
      <Button variant="outlined" size="small" disabled={disabled} onClick={() => inputRef.current?.click()}>
        Choose File
      </Button>
      <Typography variant="caption" color={file ? 'text.primary' : 'text.secondary'} data-testid="chosen-file">
        {file ? file.name : 'No file chosen'}
      </Typography>
    </Box>
  );
}
