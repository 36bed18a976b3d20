import { memo, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import { ITEM_ERROR_FILTERS, workbenchMessages, type ItemErrorFilter, type WorkbenchItem } from '@stowline/domain';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';
import { ActionsMenu, type MenuAction } from './actions-menu';
import { ItemCard, type ItemCardActions } from './item-card';
import { PanelToolbar } from './panel-toolbar';
import { SearchField } from '../../../components/search-field';

interface ItemsPanelProps extends ItemCardActions {
  items: readonly WorkbenchItem[];
  totalBoxed: number;
  totalShipped: number;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  search: string;
  onSearchChange: (value: string) => void;
  errorFilter: ItemErrorFilter | null;
  onErrorFilterChange: (value: ItemErrorFilter | null) => void;
  scanning: boolean;
  onToggleScan: () => void;
  menu: readonly MenuAction[];
  editable: boolean;
  areCasesRequired: boolean;
  /** Why Update Quantity is not available now (shown over the list while the shipment is WORKING), or null. */
  quantityRefusal: string | null;
  /** A notice over the list (the last scan's outcome). */
  notice?: ReactNode;
}

/** The shipment items panel (spec section 2): search, error filter, scan, the action menu and the item cards. */
export function ItemsPanel({
  items,
  totalBoxed,
  totalShipped,
  loading,
  hasMore,
  onLoadMore,
  search,
  onSearchChange,
  errorFilter,
  onErrorFilterChange,
  scanning,
  onToggleScan,
  menu,
  editable,
  areCasesRequired,
  quantityRefusal,
  notice,
  ...cardActions
}: ItemsPanelProps) {
  const sentinel = useLoadMoreSentinel(hasMore && !loading, onLoadMore);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Shipment Items"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <PanelToolbar
        title="Shipment Items"
        actions={
          <>
            <Typography variant="body2" color="text.secondary" data-testid="items-totals">
              Boxed {totalBoxed}/{totalShipped}
            </Typography>
            {editable && !areCasesRequired && <ScanToggle scanning={scanning} onToggle={onToggleScan} />}
            <ActionsMenu label="Item actions" actions={menu} />
          </>
        }
      >
        <ItemsFilters
          search={search}
          onSearchChange={onSearchChange}
          errorFilter={errorFilter}
          onErrorFilterChange={onErrorFilterChange}
        />
        {scanning && (
          <Alert severity="info" sx={{ py: 0 }}>
            {workbenchMessages.scanNotice}
          </Alert>
        )}
        {/* In view, not only on the disabled buttons: why quantities cannot change yet. */}
        {editable && quantityRefusal && (
          <Alert severity="info" sx={{ py: 0 }} data-testid="quantity-change-notice">
            {quantityRefusal}
          </Alert>
        )}
        {notice}
      </PanelToolbar>
      {loading && <LinearProgress />}
      <Box
        component="ul"
        aria-label="Items"
        sx={{ m: 0, p: 1, display: 'grid', gap: 1, overflowY: 'auto', flex: 1, minHeight: 0, alignContent: 'start' }}
      >
        {items.map((item) => (
          <ItemCard
            key={item._id}
            item={item}
            editable={editable}
            areCasesRequired={areCasesRequired}
            quantityRefusal={quantityRefusal}
            {...cardActions}
          />
        ))}
        {!loading && items.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ listStyle: 'none', textAlign: 'center', py: 4 }}>
            {workbenchMessages.noData}
          </Typography>
        )}
        <Box component="li" ref={sentinel} aria-hidden sx={{ listStyle: 'none', height: 1 }} />
      </Box>
    </Paper>
  );
}

/**
 * The search and error filter. Its own memoised part, as the scan toggle is: units added or
 * scanned draw the panel's totals and cards again, not its fields (issue 27's 150 ms).
 */
const ItemsFilters = memo(function ItemsFilters({
  search,
  onSearchChange,
  errorFilter,
  onErrorFilterChange,
}: Pick<ItemsPanelProps, 'search' | 'onSearchChange' | 'errorFilter' | 'onErrorFilterChange'>) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchField placeholder="Input Sku" value={search} onChange={onSearchChange} sx={{ flex: '1 1 160px' }} />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={errorFilter !== null}
            onChange={(e) => onErrorFilterChange(e.target.checked ? 'ALL_ERRORS' : null)}
          />
        }
        label="Errors"
        // MUI pulls a label's switch 11 px to the left, onto the search field beside it.
        sx={{ ml: 0, mr: 0 }}
      />
      {errorFilter !== null && (
        <TextField
          select
          size="small"
          label="Error filter"
          value={errorFilter}
          onChange={(e) => onErrorFilterChange(e.target.value as ItemErrorFilter)}
          sx={{ minWidth: 150 }}
        >
          {ITEM_ERROR_FILTERS.map((filter) => (
            <MenuItem key={filter.value} value={filter.value}>
              {filter.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
});

const ScanToggle = memo(function ScanToggle({ scanning, onToggle }: { scanning: boolean; onToggle: () => void }) {
  return (
    <Tooltip title={workbenchMessages.scanTooltip}>
      <Button
        size="small"
        variant={scanning ? 'contained' : 'outlined'}
        startIcon={<QrCodeScanner />}
        onClick={onToggle}
        aria-pressed={scanning}
      >
        Scan
      </Button>
    </Tooltip>
  );
});
