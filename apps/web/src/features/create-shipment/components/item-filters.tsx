import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ItemCardsView, ItemShow } from '../hooks/use-item-cards-view';
import { FbaTypeFilterSelect } from './fba-type-filter';
import { SearchField } from '../../../components/search-field';

interface ItemFiltersProps {
  view: Pick<
    ItemCardsView,
    | 'search'
    | 'fbaType'
    | 'show'
    | 'typeCounts'
    | 'searchedCount'
    | 'errorCount'
    | 'setSearch'
    | 'setFbaType'
    | 'setShow'
  >;
}

/** Search by Title/SKU/ASIN, the FBA Type selector and the All/Errors switch. */
export function ItemFilters({ view }: ItemFiltersProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField
        label="Search Title/SKU/ASIN/FNSKU"
        value={view.search}
        onChange={view.setSearch}
        sx={{ flex: '1 1 260px', maxWidth: 380 }}
      />
      <FbaTypeFilterSelect value={view.fbaType} counts={view.typeCounts} onChange={view.setFbaType} />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Show items"
        value={view.show}
        onChange={(_event, value: ItemShow | null) => value && view.setShow(value)}
      >
        <ToggleButton value="all" sx={{ textTransform: 'none', px: 2 }}>
          All ({view.searchedCount})
        </ToggleButton>
        <ToggleButton value="errors" sx={{ textTransform: 'none', px: 2 }}>
          Errors ({view.errorCount})
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
