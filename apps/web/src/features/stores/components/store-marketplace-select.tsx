import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CurrentUser } from '@stowline/domain';
import { FlagLabel } from '../../../components/flag';

interface StoreMarketplaceSelectProps {
  user: Pick<CurrentUser, 'stores' | 'storeMarketplaces' | 'defaultStoreMarketplace'>;
  disabled: boolean;
  onChange: (storeMarketplaceId: string) => void;
}

/** The side menu's footer selector: every store marketplace as '[flag] Store · US'; the choice becomes the default. */
export function StoreMarketplaceSelect({ user, disabled, onChange }: StoreMarketplaceSelectProps) {
  const storeNames = new Map(user.stores.map((store) => [store._id, store.name]));
  const options = user.storeMarketplaces.map((m) => ({
    id: m._id,
    code: m.code,
    label: `${storeNames.get(m.storeId) ?? 'Store'} · ${m.code}`,
  }));
  const render = (option: (typeof options)[number]) => <FlagLabel code={option.code}>{option.label}</FlagLabel>;
  const current = user.defaultStoreMarketplace?._id;
  const value = current && options.some((o) => o.id === current) ? current : '';

  return (
    <TextField
      select
      size="small"
      fullWidth
      label="Store"
      value={value}
      disabled={disabled || options.length === 0}
      onChange={(e) => {
        if (e.target.value !== value) onChange(e.target.value);
      }}
      slotProps={{
        select: {
          displayEmpty: true,
          renderValue: (v) => {
            const option = options.find((o) => o.id === v);
            return option ? render(option) : 'No store';
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {render(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
