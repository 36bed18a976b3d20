import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LayersClearOutlined from '@mui/icons-material/LayersClearOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { BOX_ERROR_FILTERS, palletMessages, palletName, type BoxErrorFilter } from '@stowline/domain';
import { ActionsMenu, type MenuAction } from './actions-menu';
import { PanelToolbar } from './panel-toolbar';
import type { ScanMode } from './scan-mode-dialog';
import { SearchField } from '../../../components/search-field';

interface BoxContentPanelProps {
  total: number | null;
  selectedCount: number;
  loading: boolean;
  search: string;
  onSearchChange: (value: string) => void;
  errorFilter: BoxErrorFilter | null;
  /** The filters this shipment has (Pallet Not Assigned: LTL; Missing Tracking #: SP non-partnered). */
  errorFilters: readonly BoxErrorFilter[];
  onErrorFilterChange: (value: BoxErrorFilter | null) => void;
  scanMode: ScanMode;
  onScanModeClick: () => void;
  /** Where scans go, in words ('Box 3'), or null when the box panel is not scanning. */
  scanTarget: string | null;
  onStopScan: () => void;
  editable: boolean;
  /** New Box is hidden for case-packed shipments. */
  showNewBox: boolean;
  /** Case-packed: boxes are not cleared unit by unit. */
  clearDisabledReason: string | null;
  newBoxPending: boolean;
  onNewBox: () => void;
  /** Print all 2D labels: given only when contentPreference is 2D_BARCODE (and there are boxes). */
  onPrintAllTwoD?: () => void;
  allSelected: boolean;
  onSelectAll: (selected: boolean) => void;
  onEditSelectedDimensions: () => void;
  onClearSelected: () => void;
  onDeleteSelected: () => void;
  menu: readonly MenuAction[];
  /** LTL: the 'Move to pallets' dropdown ('Create new pallet' plus 'Pallet {number}') for the selected boxes. */
  moveToPallets?: {
    pallets: readonly { _id: string; number: number }[];
    pending: boolean;
    onMove: (palletId: string | null) => void;
  } | null;
  children: ReactNode;
}

type SelectedBoxesActionsProps = Pick<
  BoxContentPanelProps,
  'clearDisabledReason' | 'onEditSelectedDimensions' | 'onClearSelected' | 'onDeleteSelected' | 'moveToPallets'
> & { noneSelected: boolean };

/** Edit Dimensions, Clear, Move to pallets (LTL) and Delete for the selected boxes. */
function SelectedBoxesActions({
  noneSelected,
  clearDisabledReason,
  onEditSelectedDimensions,
  onClearSelected,
  onDeleteSelected,
  moveToPallets,
}: SelectedBoxesActionsProps) {
  const [moveAnchor, setMoveAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Edit Dimensions">
        <span>
          <IconButton
            size="small"
            aria-label="Edit Dimensions of selected boxes"
            disabled={noneSelected}
            onClick={onEditSelectedDimensions}
          >
            <StraightenOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={clearDisabledReason ?? 'Clear selected boxes'}>
        <span>
          <IconButton
            size="small"
            aria-label="Clear selected boxes"
            disabled={noneSelected || !!clearDisabledReason}
            onClick={onClearSelected}
          >
            <LayersClearOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {moveToPallets && (
        <>
          <Button
            size="small"
            variant="outlined"
            disabled={noneSelected || moveToPallets.pending}
            onClick={(e) => setMoveAnchor(e.currentTarget)}
            endIcon={<ExpandMore />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Move to pallets
          </Button>
          <Menu anchorEl={moveAnchor} open={!!moveAnchor} onClose={() => setMoveAnchor(null)}>
            <MenuItem
              onClick={() => {
                setMoveAnchor(null);
                moveToPallets.onMove(null);
              }}
            >
              {palletMessages.createNewPallet}
            </MenuItem>
            {moveToPallets.pallets.map((pallet) => (
              <MenuItem
                key={pallet._id}
                onClick={() => {
                  setMoveAnchor(null);
                  moveToPallets.onMove(pallet._id);
                }}
              >
                {palletName(pallet.number)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
      <Tooltip title="Delete selected boxes">
        <span>
          <IconButton
            size="small"
            aria-label="Delete selected boxes"
            disabled={noneSelected}
            onClick={onDeleteSelected}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}

/** The box content panel (spec section 2): its search, buttons, menu, error filter and selection header over the box list. */
export function BoxContentPanel({
  onPrintAllTwoD,
  total,
  selectedCount,
  loading,
  search,
  onSearchChange,
  errorFilter,
  errorFilters,
  onErrorFilterChange,
  scanMode,
  onScanModeClick,
  scanTarget,
  onStopScan,
  editable,
  showNewBox,
  clearDisabledReason,
  newBoxPending,
  onNewBox,
  allSelected,
  onSelectAll,
  onEditSelectedDimensions,
  onClearSelected,
  onDeleteSelected,
  menu,
  moveToPallets,
  children,
}: BoxContentPanelProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Box Content"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <PanelToolbar
        title="Box Content"
        count={{ value: total, testId: 'box-total' }}
        actions={
          <>
            {editable && showNewBox && (
              <Chip
                size="small"
                icon={<QrCodeScanner />}
                label={scanMode === 'single' ? 'Single Scan' : 'Batch Scan'}
                onClick={onScanModeClick}
                variant="outlined"
                aria-label={`Scan mode: ${scanMode}`}
              />
            )}
            {editable && showNewBox && (
              <Button size="small" variant="contained" startIcon={<Add />} onClick={onNewBox} disabled={newBoxPending}>
                New Box
              </Button>
            )}
            {onPrintAllTwoD && (
              <Button size="small" variant="outlined" startIcon={<PrintOutlined />} onClick={onPrintAllTwoD}>
                Print all 2D labels
              </Button>
            )}
            <ActionsMenu label="Box actions" actions={menu} />
          </>
        }
        selection={{
          label: 'Select all boxes',
          testId: 'selected-boxes',
          selectedCount,
          allSelected,
          disabled: !total,
          onSelectAll,
          actions: editable && (
            <SelectedBoxesActions
              noneSelected={selectedCount === 0}
              clearDisabledReason={clearDisabledReason}
              onEditSelectedDimensions={onEditSelectedDimensions}
              onClearSelected={onClearSelected}
              onDeleteSelected={onDeleteSelected}
              moveToPallets={moveToPallets}
            />
          ),
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <SearchField placeholder="Search Sku" value={search} onChange={onSearchChange} sx={{ flex: '1 1 160px' }} />
          <TextField
            select
            size="small"
            label="Box errors"
            value={errorFilter ?? ''}
            onChange={(e) => onErrorFilterChange((e.target.value || null) as BoxErrorFilter | null)}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">Every box</MenuItem>
            {BOX_ERROR_FILTERS.filter((f) => errorFilters.includes(f.value)).map((filter) => (
              <MenuItem key={filter.value} value={filter.value}>
                {filter.label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {scanTarget && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              bgcolor: 'info.50',
              border: 1,
              borderColor: 'info.light',
              borderRadius: 1,
              px: 1,
              py: 0.5,
            }}
          >
            <QrCodeScanner fontSize="small" color="info" />
            <Typography variant="body2" sx={{ flex: 1 }} data-testid="box-scan-target">
              Scanning into {scanTarget} ({scanMode === 'single' ? '1 unit a scan' : 'units asked after each scan'})
            </Typography>
            <Button size="small" onClick={onStopScan}>
              Stop
            </Button>
          </Box>
        )}
      </PanelToolbar>
      {loading && <LinearProgress />}
      {children}
    </Paper>
  );
}
