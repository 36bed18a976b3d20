import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StoreWithMarketplaces } from '@stowline/domain';

interface StoreSelectProps {
  stores: StoreWithMarketplaces[];
  value: string | null;
  disabled?: boolean;
  onChange: (storeId: string) => void;
}

export function StoreSelect({ stores, value, disabled, onChange }: StoreSelectProps) {
  // Until the list arrives, a preselected id has no option to match.
  const known = stores.some((store) => store._id === value);
  return (
    <TextField
      select
      label="Store"
      value={known ? value : ''}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}
    >
      {stores.map((store) => (
        <MenuItem key={store._id} value={store._id}>
          {store.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
