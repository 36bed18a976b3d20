import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import { alpha, type Theme } from '@mui/material/styles';
import {
  FBA_TYPES,
  PRODUCT_PAGE_SIZES,
  type FbaType,
  type PackMode,
  type Product,
  type WeightUnit,
} from '@stowline/domain';
import { PagedTable } from '../../../components/paged-table';
import { plainIconButton } from '../../../components/plain-icons';
import type { ShipSelection } from '../hooks/use-ship-selection';
import { SkuTableRow, type RowMenu, type SkuRowActions, type SkuRowHandlers } from './sku-table-row';
import { WeightHeader } from './weight-cell';

const COLUMN_COUNT = 12;
/** Column widths in px, title ('auto') taking the rest: 1,280 px wide leaves it about 200 px, 1,440 px about 360. */
const COLUMN_WIDTHS = [30, 'auto', 78, 80, 46, 62, 80, 136, 58, 96, 60, 70] as const;

interface SkuTableProps extends SkuRowActions {
  rows: Product[];
  total: number;
  /** 1-based, as the URL keeps it. */
  page: number;
  perPage: number;
  loading: boolean;
  weightUnit: WeightUnit;
  mode: PackMode;
  selection: ShipSelection;
  /** The saved selection (the shipment draft) is still loading: selecting waits for it. */
  selectionLocked: boolean;
  /** The product whose change is on its way: its controls wait. */
  savingProductId: string | null;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onWeightUnitChange: (unit: WeightUnit) => void;
}

/** 'a - b of N Items', or '0 items' when there is nothing. */
function describeRows({ from, to, count }: { from: number; to: number; count: number }): string {
  return count === 0 ? '0 items' : `${from} - ${to} of ${count} Items`;
}

/**
 * The rows' look, written once for the table instead of per cell (see sku-table-row.tsx). The
 * columns are sized to fit beside the side menu from 1280 px wide; narrower screens scroll the
 * table sideways (below 900 px at a width that gives the title its room).
 */
const tableSx = (theme: Theme) => {
  const { palette, typography, shape, breakpoints } = theme;
  const field = {
    height: 30,
    border: `1px solid ${palette.grey[400]}`,
    // In sx a bare number is a multiple of the theme's radius (8 would be 64 px): pixels are spelled out.
    borderRadius: `${shape.borderRadius}px`,
    background: palette.background.paper,
    color: palette.text.primary,
    font: 'inherit',
    fontSize: 13,
    '&:hover:not(:disabled)': { borderColor: palette.text.primary },
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -1, borderColor: 'transparent' },
    '&:disabled': { color: palette.text.disabled, borderColor: palette.action.disabled, background: 'transparent' },
    '&.is-error': { borderColor: palette.error.main, boxShadow: `inset 0 0 0 1px ${palette.error.main}` },
    '&.is-warning': { borderColor: palette.warning.main, boxShadow: `inset 0 0 0 1px ${palette.warning.main}` },
  } as const;
  // Fixed layout: the browser sizes the columns from the header alone instead of measuring
  // every cell of every row (the larger part of drawing a page of 60), and the columns stay put
  // between pages and pack modes. The title takes what the others leave; below about 1,000 px
  // the table keeps that width and scrolls sideways.
  const widths = COLUMN_WIDTHS.map((width, i) => [`& thead th:nth-of-type(${i + 1})`, { width }] as const);
  return {
    tableLayout: 'fixed' as const,
    minWidth: 960,
    // Where the side menu collapses (a phone, a narrow window) the table scrolls sideways
    // anyway: wider, so titles and ids get the room they have at 1280 px instead of a sliver.
    [breakpoints.down('md')]: { minWidth: 1060 },
    ...Object.fromEntries(widths),
    '& th, & td': { boxSizing: 'border-box' },
    '& .MuiTableCell-root': { px: 0.5, lineHeight: 1.3 },
    '& .MuiTableCell-head': { fontSize: 12.5, verticalAlign: 'bottom' },
    '& .MuiTableCell-root:first-of-type': { pl: 1 },
    '& .MuiTableCell-root:last-of-type': { pr: 1 },
    '& tbody td': {
      ...typography.body2,
      padding: '6px 4px',
      borderBottom: `1px solid ${palette.divider}`,
      verticalAlign: 'middle',
    },
    '& tbody td:last-of-type': { paddingRight: '8px' },
    '& .sku-row:hover': { background: palette.action.hover },
    '& .sku-row.is-selected, & .sku-row.is-selected:hover': {
      background: alpha(palette.primary.main, palette.action.selectedOpacity),
    },
    '& .is-number': { textAlign: 'right', whiteSpace: 'nowrap' },
    '& .is-empty': { color: palette.text.disabled },
    '& input[type=checkbox]': { accentColor: palette.primary.main },
    '& .sku-check': { paddingLeft: '8px !important', paddingRight: '4px !important' },
    '& .sku-check input': { width: 17, height: 17, margin: 0, cursor: 'pointer', display: 'block' },
    '& svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '& .sku-product': { display: 'flex', alignItems: 'center', gap: '8px', minWidth: 0 },
    '& .sku-thumb': {
      position: 'relative',
      width: 36,
      height: 36,
      flexShrink: 0,
      display: 'grid',
      placeItems: 'center',
      borderRadius: `${shape.borderRadius}px`,
      border: `1px solid ${palette.divider}`,
      background: palette.grey[100],
      color: palette.grey[400],
      overflow: 'hidden',
    },
    '& .sku-thumb img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
    '& .sku-text': { display: 'grid', minWidth: 0 },
    '& .sku-name': {
      fontWeight: 500,
      fontSize: 13,
      lineHeight: 1.35,
      marginBottom: '2px',
      overflowWrap: 'anywhere' as const,
    },
    '& .sku-ids': { display: 'flex', flexWrap: 'wrap', columnGap: '8px' },
    '& .sku-meta': {
      ...typography.caption,
      color: palette.text.secondary,
      lineHeight: 1.45,
      overflowWrap: 'anywhere' as const,
    },
    '& .sku-meta b': { color: palette.text.primary, fontWeight: 500 },
    '& .sku-weight': { display: 'inline-flex', alignItems: 'center', whiteSpace: 'nowrap', gap: '2px' },
    '& .sku-icon-button': plainIconButton(theme, 18),
    '& .sku-chip': {
      display: 'inline-block',
      ...typography.caption,
      lineHeight: '22px',
      padding: '0 7px',
      fontSize: 11.5,
      borderRadius: '11px',
      border: `1px solid ${palette.grey[400]}`,
      whiteSpace: 'nowrap',
      '&.is-active': { color: palette.success.dark, borderColor: palette.success.main },
      '&.is-incomplete': { color: palette.warning.dark, borderColor: palette.warning.main },
      // Selected to ship and refused (or maybe refused) by Amazon: the reason is its tooltip.
      '&.is-flagged': { color: palette.error.dark, borderColor: palette.error.main, cursor: 'help' },
    },
    '& .sku-expirable': { display: 'grid', justifyItems: 'start', gap: '2px', whiteSpace: 'nowrap' },
    '& .sku-switch': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '6px',
      ...typography.caption,
      color: palette.text.secondary,
      cursor: 'pointer',
    },
    '& .sku-switch input': {
      appearance: 'none',
      position: 'relative',
      width: 28,
      height: 16,
      margin: 0,
      borderRadius: '8px',
      background: palette.grey[400],
      cursor: 'pointer',
      transition: 'background 120ms',
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 2,
        left: 2,
        width: 12,
        height: 12,
        borderRadius: '50%',
        background: palette.common.white,
        boxShadow: theme.shadows[1],
        transition: 'transform 120ms',
      },
      '&:checked': { background: palette.primary.main },
      '&:checked::before': { transform: 'translateX(12px)' },
      '&:disabled': { opacity: 0.5, cursor: 'default' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '& .sku-select': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 0,
      padding: '0 0 0 6px',
      '& svg': { width: 18, height: 18 },
      textAlign: 'left',
      cursor: 'pointer',
      '& span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      '&.is-empty span': { color: palette.text.disabled },
    },
    '& .sku-select, & .sku-count': { ...field, fontSize: 12.5 },
    '& .sku-fba-type': { width: 128 },
    '& .sku-caption': {
      fontSize: 11,
      lineHeight: 1.3,
      marginTop: 2,
      color: palette.text.secondary,
      whiteSpace: 'nowrap',
      // A note on a selected row (its reason is the title).
      '&.is-note': { color: palette.warning.dark, cursor: 'help' },
    },
    '& .sku-rule': { width: 88 },
    '& .sku-count': {
      width: 50,
      padding: '0 6px',
      // No spinner: the number has the whole box.
      MozAppearance: 'textfield',
      '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { WebkitAppearance: 'none', margin: 0 },
    },
    '& .sku-rules-button': {
      ...field,
      fontSize: 12.5,
      display: 'inline-flex',
      alignItems: 'center',
      gap: '4px',
      padding: '0 8px',
      cursor: 'pointer',
      color: palette.text.secondary,
      borderColor: palette.divider,
      '&.has-rules': { color: palette.primary.main, borderColor: alpha(palette.primary.main, 0.5) },
      '& svg': { width: 18, height: 18 },
    },
  };
};

/** The SKU table: the page's rows (memoised), the selects' one shared menu, and the pager. */
export function SkuTable(props: SkuTableProps) {
  const {
    rows,
    total,
    page,
    perPage,
    loading,
    weightUnit,
    mode,
    selection,
    selectionLocked,
    savingProductId,
    onPageChange,
    onPerPageChange,
    onWeightUnitChange,
    ...actions
  } = props;
  const [menu, setMenu] = useState<{ anchor: HTMLElement; product: Product; menu: RowMenu } | null>(null);

  // The rows get one unchanging set of handlers that call the latest callbacks, so a row whose
  // product and item did not change is not drawn again when the page is.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const handlers = useMemo<SkuRowHandlers>(
    () => ({
      onEditWeight: (product) => latest.current.onEditWeight(product),
      onExpirableChange: (product, expirable) => latest.current.onExpirableChange(product, expirable),
      onFbaTypeChange: (product, fbaType) => latest.current.onFbaTypeChange(product, fbaType),
      onSelect: (products, selected) => latest.current.onSelect(products, selected),
      onItemChange: (product, change) => latest.current.onItemChange(product, change),
      onOpenRules: (product) => latest.current.onOpenRules(product),
      onOpenMenu: (anchor, product, rowMenu) => setMenu({ anchor, product, menu: rowMenu }),
    }),
    [],
  );

  const selectedOnPage = rows.filter((product) => selection.has(product._id)).length;
  const choose = (value: string) => {
    if (!menu) return;
    if (menu.menu.kind === 'fbaType') actions.onFbaTypeChange(menu.product, value as FbaType);
    else actions.onItemChange(menu.product, { categoryId: value });
    setMenu(null);
  };
  const options =
    menu?.menu.kind === 'fbaType'
      ? FBA_TYPES.map((type) => ({ value: type, label: type }))
      : (menu?.product.packagingRules.map((rule) => ({
          value: rule.categoryBoxId,
          label: `${rule.name} (${rule.quantity}/box)`,
        })) ?? []);

  return (
    <>
      <PagedTable
        label="sku list"
        tableSx={tableSx}
        head={
          <>
            <TableCell padding="checkbox" className="sku-check">
              <input
                type="checkbox"
                checked={rows.length > 0 && selectedOnPage === rows.length}
                ref={(input) => {
                  if (input) input.indeterminate = selectedOnPage > 0 && selectedOnPage < rows.length;
                }}
                disabled={rows.length === 0 || selectionLocked}
                onChange={(e) => actions.onSelect(rows, e.target.checked)}
                aria-label="Select this page's SKUs"
              />
            </TableCell>
            <TableCell>Title</TableCell>
            <TableCell>
              <WeightHeader unit={weightUnit} onUnitChange={onWeightUnitChange} />
            </TableCell>
            <TableCell>Status</TableCell>
            <TableCell align="right">Units</TableCell>
            <TableCell align="right">Price</TableCell>
            <TableCell>Expirable</TableCell>
            <TableCell>Fba Type</TableCell>
            <TableCell>No. of Boxes</TableCell>
            <TableCell>Packaging Rule</TableCell>
            <TableCell>
              Quantity/
              <wbr />
              In Box
            </TableCell>
            <TableCell>Packaging Rules</TableCell>
          </>
        }
        columnCount={COLUMN_COUNT}
        emptyText="No data found"
        isEmpty={rows.length === 0}
        loading={loading}
        showProgress
        total={total}
        page={page}
        perPage={perPage}
        perPageOptions={PRODUCT_PAGE_SIZES}
        labelRowsPerPage="Items per page:"
        labelDisplayedRows={describeRows}
        onPageChange={onPageChange}
        onPerPageChange={onPerPageChange}
      >
        {rows.map((product, index) => (
          <SkuTableRow
            // By position: a page change fills the rows already drawn with the next page's SKUs
            // instead of removing 60 rows and building 60 new ones (the larger part of its time).
            key={index}
            product={product}
            weightUnit={weightUnit}
            mode={mode}
            item={selection.get(product._id)}
            saving={savingProductId === product._id}
            locked={selectionLocked}
            handlers={handlers}
          />
        ))}
      </PagedTable>
      <Menu
        open={menu !== null}
        anchorEl={menu?.anchor ?? null}
        onClose={() => setMenu(null)}
        slotProps={{
          list: {
            role: 'listbox',
            dense: true,
            'aria-label': menu?.menu.kind === 'rule' ? 'Packaging Rule' : 'Fba Type',
          },
          paper: { sx: { maxHeight: 360 } },
        }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.value}
            role="option"
            dense
            selected={option.value === menu?.menu.value}
            aria-selected={option.value === menu?.menu.value}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
