import { memo } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FBA_TYPES, PRODUCT_STATUSES } from '@stowline/domain';
import type { FbaTypeFilter, StatusFilter } from '../hooks/use-sku-list-params';
import { SearchField } from '../../../components/search-field';

const TYPE_OPTIONS: readonly FbaTypeFilter[] = ['ALL', ...FBA_TYPES];

interface SkuListFiltersProps {
  search: string;
  withWeight: boolean;
  type: FbaTypeFilter;
  status: StatusFilter;
  onSearchChange: (search: string) => void;
  onWithWeightChange: (withWeight: boolean) => void;
  onTypeChange: (type: FbaTypeFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
}

/** The search box and filters above the SKU list; memoised (the page's rows change without it). */
export const SkuListFilters = memo(function SkuListFilters({
  search,
  withWeight,
  type,
  status,
  onSearchChange,
  onWithWeightChange,
  onTypeChange,
  onStatusChange,
}: SkuListFiltersProps) {
  return (
    <Box role="search" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <SearchField
        type="search"
        label="Search ASIN/SKU/FNSKU/Title"
        value={search}
        onChange={onSearchChange}
        sx={{ flex: '1 1 280px', maxWidth: 420 }}
      />
      <TextField
        select
        size="small"
        label="Select Fba Type"
        value={type}
        onChange={(e) => onTypeChange(e.target.value as FbaTypeFilter)}
        sx={{ minWidth: 190 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        {TYPE_OPTIONS.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Select Status"
        value={status}
        onChange={(e) => onStatusChange(e.target.value as StatusFilter)}
        sx={{ minWidth: 150 }}
      >
        {PRODUCT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={withWeight} onChange={(e) => onWithWeightChange(e.target.checked)} />}
        label="With Weight"
        sx={{ mr: 0 }}
      />
    </Box>
  );
});
