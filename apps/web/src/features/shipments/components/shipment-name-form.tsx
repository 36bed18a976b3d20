import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { shipmentNameSchema } from '@stowline/domain';

interface ShipmentNameFormProps {
  name: string;
  pending: boolean;
  onSave: (name: string) => void;
}

/** The popover's name edit: the server's rule (non-empty, at most 100 characters) checked first. */
export function ShipmentNameForm({ name, pending, onSave }: ShipmentNameFormProps) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = shipmentNameSchema.safeParse({ nameToUpdate: value });
        if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
        setError(null);
        onSave(parsed.data.nameToUpdate);
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="Shipment name"
        value={value}
        error={Boolean(error)}
        helperText={error}
        onChange={(e) => setValue(e.target.value)}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" disabled={pending || value.trim() === name}>
        Save
      </Button>
    </Box>
  );
}
