import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { MarketplaceOption } from '@stowline/domain';
import { MarketplaceLabel } from './marketplace-label';

interface MarketplacesFormProps {
  /** Empty while no store is chosen. */
  options: MarketplaceOption[];
  pending: boolean;
  onSave: (marketplaceIds: string[]) => void;
  /** Shown when the user may leave without saving. */
  onCancel?: () => void;
}

/** One checkbox per marketplace, starting from the store's current choice. Mount one per store (key). */
export function MarketplacesForm({ options, pending, onSave, onCancel }: MarketplacesFormProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(options.filter((o) => o.isSelected && o.isAvailable).map((o) => o.marketplaceId)),
  );
  const toggle = (id: string, checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', width: '100%' }}>
      <FormGroup aria-label="marketplaces" sx={{ width: '100%', maxWidth: 400, textAlign: 'left' }}>
        {options.map((option) => (
          <div key={option.marketplaceId}>
            <FormControlLabel
              label={<MarketplaceLabel code={option.code} name={option.name} />}
              disabled={!option.isAvailable}
              control={
                <Checkbox
                  checked={selected.has(option.marketplaceId)}
                  onChange={(e) => toggle(option.marketplaceId, e.target.checked)}
                  slotProps={{
                    input: { 'aria-describedby': option.isAvailable ? undefined : `unavailable-${option.code}` },
                  }}
                />
              }
            />
            {!option.isAvailable && (
              <FormHelperText id={`unavailable-${option.code}`} sx={{ mt: -1, ml: '31px' }}>
                Not available for this store
              </FormHelperText>
            )}
          </div>
        ))}
      </FormGroup>
      <Stack direction="row" spacing={2}>
        {onCancel && (
          <Button variant="outlined" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button variant="contained" disabled={selected.size === 0 || pending} onClick={() => onSave([...selected])}>
          SAVE
        </Button>
      </Stack>
    </Stack>
  );
}
