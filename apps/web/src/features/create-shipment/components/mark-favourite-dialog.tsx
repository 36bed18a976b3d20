import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import type { FbaType } from '@stowline/domain';

interface MarkFavouriteDialogProps {
  fc: string;
  /** The FBA types of the plan's SKUs that can keep a favourite, not yet saved for this FC. */
  fbaTypes: readonly FbaType[];
  pending: boolean;
  onSubmit: (choice: { fbaTypes: FbaType[]; makeDefault: boolean }) => void;
  onClose: () => void;
}

/**
 * Mark as Favourite: saves the plan's FC for the FBA types of its SKUs (Setting > Ship to FC keeps
 * favourites per type), optionally as their default, so the next plans prefer it.
 */
export function MarkFavouriteDialog({ fc, fbaTypes, pending, onSubmit, onClose }: MarkFavouriteDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<FbaType>>(new Set(fbaTypes));
  const [makeDefault, setMakeDefault] = useState(true);
  const toggle = (type: FbaType, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(type);
    else next.delete(type);
    setChosen(next);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="mark-favourite-title" fullWidth maxWidth="xs">
      <DialogTitle id="mark-favourite-title">Mark as Favourite</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Add {fc} to your favourite FCs for these FBA types:</DialogContentText>
        <FormGroup>
          {fbaTypes.map((type) => (
            <FormControlLabel
              key={type}
              label={type}
              control={<Checkbox checked={chosen.has(type)} onChange={(event) => toggle(type, event.target.checked)} />}
            />
          ))}
        </FormGroup>
        <Box sx={{ mt: 1 }}>
          <FormControlLabel
            label="Make it the default FC of these types"
            control={<Switch checked={makeDefault} onChange={(event) => setMakeDefault(event.target.checked)} />}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending || chosen.size === 0}
          onClick={() => onSubmit({ fbaTypes: fbaTypes.filter((t) => chosen.has(t)), makeDefault })}
        >
          Add to Favourites
        </Button>
      </DialogActions>
    </Dialog>
  );
}
