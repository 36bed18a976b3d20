import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LayersClearOutlined from '@mui/icons-material/LayersClearOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import {
  PALLET_ERROR_FILTERS,
  palletMessages,
  palletName,
  type Pallet,
  type PalletErrorFilter,
} from '@stowline/domain';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';
import { PanelToolbar } from './panel-toolbar';

interface PalletsPanelProps {
  pallets: readonly Pallet[];
  total: number | null;
  loading: boolean;
  hasMore: boolean;
  onLoadMore: () => void;
  errorFilter: PalletErrorFilter | null;
  onErrorFilterChange: (value: PalletErrorFilter | null) => void;
  editable: boolean;
  selectedIds: ReadonlySet<string>;
  allSelected: boolean;
  onSelectAll: (all: boolean) => void;
  onToggleSelect: (id: string) => void;
  onEditDimensions: (pallets: readonly Pallet[] | 'selected') => void;
  onClear: (pallet: Pallet | 'selected') => void;
  onDelete: (pallet: Pallet | 'selected') => void;
  onStacked: (ids: readonly string[], stacked: boolean) => void;
  /** Opens the pallet labels (Amazon's, four a pallet) of one pallet or the selection. */
  onPrintLabels: (pallet: Pallet | 'selected') => void;
  stackPending: boolean;
}

const num = (value: number | null) => (value === null ? '—' : String(value));

/** 'H x W x L x weight' (in and lb); the missing parts show as a dash. */
export function palletDimensionsText(pallet: Pallet): string {
  const d = pallet.dimensions;
  return `${num(d.height)} x ${d.width} x ${d.length} in x ${num(d.weight)} lb`;
}

const ERROR_TEXT: Record<Pallet['errorList'][number], string> = {
  MISSING_DIMENSIONS: 'Missing Dimensions',
  EMPTY_PALLETS: 'Empty Pallet',
  INVALID_WEIGHT: 'Invalid Weight',
};

type SelectedPalletsActionsProps = Pick<
  PalletsPanelProps,
  'selectedIds' | 'onEditDimensions' | 'onPrintLabels' | 'onClear' | 'onDelete' | 'onStacked' | 'stackPending'
>;

/** Edit Dimensions, Print Labels, Clear, Delete and Mark Stacked or Unstacked for the selected pallets. */
function SelectedPalletsActions({
  selectedIds,
  onEditDimensions,
  onPrintLabels,
  onClear,
  onDelete,
  onStacked,
  stackPending,
}: SelectedPalletsActionsProps) {
  const [markAnchor, setMarkAnchor] = useState<HTMLElement | null>(null);
  const noneSelected = selectedIds.size === 0;
  return (
    <>
      <Tooltip title="Edit Dimensions">
        <span>
          <IconButton
            size="small"
            aria-label="Edit Dimensions of selected pallets"
            disabled={noneSelected}
            onClick={() => onEditDimensions('selected')}
          >
            <StraightenOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Print Labels">
        <span>
          <IconButton
            size="small"
            aria-label="Print Labels of selected pallets"
            disabled={noneSelected}
            onClick={() => onPrintLabels('selected')}
          >
            <PrintOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Clear Pallet(s)">
        <span>
          <IconButton
            size="small"
            aria-label="Clear selected pallets"
            disabled={noneSelected}
            onClick={() => onClear('selected')}
          >
            <LayersClearOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete Pallet(s)">
        <span>
          <IconButton
            size="small"
            aria-label="Delete selected pallets"
            disabled={noneSelected}
            onClick={() => onDelete('selected')}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        size="small"
        variant="outlined"
        disabled={noneSelected || stackPending}
        onClick={(e) => setMarkAnchor(e.currentTarget)}
        endIcon={<ExpandMore />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Mark pallet
      </Button>
      <Menu anchorEl={markAnchor} open={!!markAnchor} onClose={() => setMarkAnchor(null)}>
        {[true, false].map((stacked) => (
          <MenuItem
            key={String(stacked)}
            onClick={() => {
              setMarkAnchor(null);
              onStacked([...selectedIds], stacked);
            }}
          >
            {stacked ? 'Stacked' : 'Unstacked'}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The pallets list of an LTL shipment (spec section 2): select-all, the toolbar (Edit Dimensions,
 * Print Labels, Clear Pallet(s), Delete Pallet(s), Mark pallet Stacked or Unstacked), the error
 * filter, and a row per pallet with its expander (its boxes), delete, clear, print, dimensions with
 * Edit and the stacked switch. Infinite scroll, 10 at a time; 'No Data Found' when empty.
 */
export function PalletsPanel(props: PalletsPanelProps) {
  const { pallets, total, editable, selectedIds } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const sentinel = useLoadMoreSentinel(props.hasMore, props.onLoadMore);
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Pallets"
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <PanelToolbar
        title="Pallets"
        count={{ value: total, testId: 'pallet-total' }}
        actions={
          <TextField
            select
            size="small"
            label="Pallet errors"
            value={props.errorFilter ?? ''}
            onChange={(e) => props.onErrorFilterChange((e.target.value || null) as PalletErrorFilter | null)}
            sx={{ minWidth: 170 }}
          >
            <MenuItem value="">Every pallet</MenuItem>
            {PALLET_ERROR_FILTERS.map((filter) => (
              <MenuItem key={filter.value} value={filter.value}>
                {filter.label}
              </MenuItem>
            ))}
          </TextField>
        }
        selection={{
          label: 'Select all pallets',
          testId: 'selected-pallets',
          selectedCount: selectedIds.size,
          allSelected: props.allSelected,
          disabled: !total,
          onSelectAll: props.onSelectAll,
          actions: editable && <SelectedPalletsActions {...props} />,
        }}
      />
      {props.loading && <LinearProgress />}
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 1, display: 'grid', gap: 1, maxHeight: 560, overflow: 'auto' }}
      >
        {total === 0 && (
          <Typography component="li" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {palletMessages.noData}
          </Typography>
        )}
        {pallets.map((pallet) => {
          const open = expanded.has(pallet._id);
          const name = palletName(pallet.number);
          return (
            <Paper
              key={pallet._id}
              component="li"
              variant="outlined"
              data-testid="pallet-row"
              sx={{
                p: 1,
                borderColor: pallet.errorList.length ? 'error.light' : 'divider',
                bgcolor: selectedIds.has(pallet._id) ? 'action.selected' : undefined,
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                <Checkbox
                  size="small"
                  checked={selectedIds.has(pallet._id)}
                  onChange={() => props.onToggleSelect(pallet._id)}
                  slotProps={{ input: { 'aria-label': `Select ${name}` } }}
                  sx={{ p: 0.5 }}
                />
                <Tooltip title={open ? 'Hide boxes' : 'View boxes'}>
                  <IconButton
                    size="small"
                    aria-label={`${open ? 'Hide' : 'View'} boxes of ${name}`}
                    aria-expanded={open}
                    onClick={() => toggleExpanded(pallet._id)}
                  >
                    {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                  </IconButton>
                </Tooltip>
                <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 80 }} data-testid="pallet-title">
                  {name}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` · ${pallet.boxCount === 1 ? '1 box' : `${pallet.boxCount} boxes`} · ${pallet.totalWeight} lb`}
                  </Typography>
                </Typography>
                <Tooltip title="Print Labels">
                  <IconButton
                    size="small"
                    aria-label={`Print label of ${name}`}
                    onClick={() => props.onPrintLabels(pallet)}
                  >
                    <PrintOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                {editable && (
                  <>
                    <Tooltip title="Clear Pallet">
                      <IconButton size="small" aria-label={`Clear ${name}`} onClick={() => props.onClear(pallet)}>
                        <LayersClearOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Delete Pallet">
                      <IconButton size="small" aria-label={`Delete ${name}`} onClick={() => props.onDelete(pallet)}>
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, pl: 4.5 }}>
                <Typography variant="caption" component="div" color="text.secondary">
                  Dimensions:{' '}
                  <Box
                    component="span"
                    data-testid="pallet-dimensions"
                    sx={{
                      color: pallet.errorList.includes('MISSING_DIMENSIONS') ? 'error.main' : 'text.primary',
                      fontWeight: 500,
                    }}
                  >
                    {palletDimensionsText(pallet)}
                  </Box>{' '}
                  {editable && (
                    <Link
                      component="button"
                      variant="caption"
                      onClick={() => props.onEditDimensions([pallet])}
                      aria-label={`Edit dimensions of ${name}`}
                    >
                      Edit
                    </Link>
                  )}
                </Typography>
                <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', typography: 'caption' }}>
                  <Switch
                    size="small"
                    checked={pallet.isStacked}
                    disabled={!editable || props.stackPending}
                    onChange={(e) => props.onStacked([pallet._id], e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Stacked ${name}` } }}
                  />
                  Stacked
                </Box>
                {pallet.errorList.length > 0 && (
                  <Typography variant="caption" color="error" data-testid="pallet-errors">
                    {pallet.errorList.map((e) => ERROR_TEXT[e]).join(' · ')}
                  </Typography>
                )}
              </Box>
              <Collapse in={open} unmountOnExit>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 5.5 }} data-testid="pallet-boxes">
                  {pallet.boxes.length === 0 && (
                    <Typography component="li" variant="caption" color="text.secondary" sx={{ listStyle: 'none' }}>
                      No boxes on this pallet
                    </Typography>
                  )}
                  {pallet.boxes.map((box) => (
                    <Typography key={box._id} component="li" variant="caption" sx={{ listStyle: 'none' }}>
                      Box {box.number} ({box.amazonBoxNumber}) · {box.units === 1 ? '1 unit' : `${box.units} units`} ·{' '}
                      {box.weightLb} lb
                    </Typography>
                  ))}
                </Box>
              </Collapse>
            </Paper>
          );
        })}
        {props.hasMore && <Box component="li" ref={sentinel} sx={{ height: 8, listStyle: 'none' }} aria-hidden />}
      </Box>
    </Paper>
  );
}
