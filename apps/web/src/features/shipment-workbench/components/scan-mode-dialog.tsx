import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export type ScanMode = 'single' | 'batch';

/** Batch/Single Scan (spec section 2): single adds 1 unit a scan, batch asks how many. */
export function ScanModeDialog({
  mode,
  onUpdate,
  onClose,
}: {
  mode: ScanMode;
  onUpdate: (mode: ScanMode) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState<ScanMode>(mode);
  return (
    <Dialog open onClose={onClose} aria-labelledby="scan-mode-title" fullWidth maxWidth="xs">
      <DialogTitle id="scan-mode-title">Batch/Single Scan</DialogTitle>
      <DialogContent>
        <RadioGroup value={value} onChange={(e) => setValue(e.target.value as ScanMode)} aria-label="Scan mode">
          <FormControlLabel value="single" control={<Radio />} label="Single Scan (1 unit a scan)" />
          <FormControlLabel value="batch" control={<Radio />} label="Batch Scan (enter the units after each scan)" />
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onUpdate(value)}>
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
