import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

interface TryFcBarProps {
  /** FCs worth trying: those of Amazon's other placement options and the favourites. */
  suggestions: readonly string[];
  pending: boolean;
  disabled: boolean;
  onTry: (fc: string) => void;
}

/** Try this FC: an FC typed or picked; the plans then go there if one of Amazon's options does. */
export function TryFcBar({ suggestions, pending, disabled, onTry }: TryFcBarProps) {
  const [fc, setFc] = useState('');
  const value = fc.trim().toUpperCase();
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onTry(value);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', flex: '1 1 300px', maxWidth: 420 }}
    >
      <Autocomplete
        freeSolo
        options={[...suggestions]}
        inputValue={fc}
        onInputChange={(_event, text) => setFc(text)}
        disabled={disabled}
        sx={{ flex: 1, minWidth: 0 }}
        renderInput={(params) => <TextField {...params} size="small" label="FC to try" />}
      />
      <Button type="submit" variant="outlined" disabled={disabled || pending || !value} sx={{ flexShrink: 0 }}>
        Try this FC
      </Button>
    </Box>
  );
}
