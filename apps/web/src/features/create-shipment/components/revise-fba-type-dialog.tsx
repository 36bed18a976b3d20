import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { SHIP_TO_FBA_TYPES, type FbaType } from '@stowline/domain';

export type ReviseLevel = 'shipment' | 'item';

interface ReviseFbaTypeDialogProps {
  itemCount: number;
  selectedCount: number;
  pending: boolean;
  onSubmit: (revision: { level: ReviseLevel; fbaType: FbaType }) => void;
  onClose: () => void;
}

/**
 * Revise FBA Type: one type for every item (Shipment Level) or for the ticked ones (Item Level).
 * Decision: only the types a plan can use are offered; ERRORED has its own button and NOT
 * ATTACHED is no revision.
 */
export function ReviseFbaTypeDialog({
  itemCount,
  selectedCount,
  pending,
  onSubmit,
  onClose,
}: ReviseFbaTypeDialogProps) {
  const [level, setLevel] = useState<ReviseLevel>('shipment');
  const [fbaType, setFbaType] = useState<FbaType | ''>('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="revise-fba-type-title" fullWidth maxWidth="xs">
      <DialogTitle id="revise-fba-type-title">Revise FBA Type</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <FormControl>
          <FormLabel id="revise-level-label">Apply to</FormLabel>
          <RadioGroup
            aria-labelledby="revise-level-label"
            value={level}
            onChange={(event) => setLevel(event.target.value as ReviseLevel)}
          >
            <FormControlLabel
              value="shipment"
              control={<Radio size="small" />}
              label={`Shipment Level (all ${itemCount} items)`}
            />
            <FormControlLabel
              value="item"
              disabled={selectedCount === 0}
              control={<Radio size="small" />}
              label={`Item Level (${selectedCount} selected)`}
            />
          </RadioGroup>
        </FormControl>
        <TextField
          select
          required
          label="FBA Type"
          value={fbaType}
          onChange={(event) => setFbaType(event.target.value as FbaType)}
        >
          {SHIP_TO_FBA_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending || fbaType === ''}
          onClick={() => fbaType && onSubmit({ level, fbaType })}
        >
          Update
        </Button>
      </DialogActions>
    </Dialog>
  );
}
