import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CurrentUser } from '@stowline/domain';
import { getFlagEmoji } from '../../../lib/flags';

interface StoreMarketplaceSelectProps {
  user: Pick<CurrentUser, 'stores' | 'storeMarketplaces' | 'defaultStoreMarketplace'>;
  disabled: boolean;
  onChange: (storeMarketplaceId: string) => void;
}

/** The side menu's footer selector: every store marketplace as '🇺🇸 Store · US'; the choice becomes the default. */
export function StoreMarketplaceSelect({ user, disabled, onChange }: StoreMarketplaceSelectProps) {
  const storeNames = new Map(user.stores.map((store) => [store._id, store.name]));
  const options = user.storeMarketplaces.map((m) => ({
    id: m._id,
    label: `${getFlagEmoji(m.code)} ${storeNames.get(m.storeId) ?? 'Store'} · ${m.code}`.trim(),
  }));
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
        select: { displayEmpty: true, renderValue: (v) => options.find((o) => o.id === v)?.label ?? 'No store' },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
