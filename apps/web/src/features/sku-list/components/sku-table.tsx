import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import { PRODUCT_PAGE_SIZES, type PackMode, type Product, type WeightUnit } from '@stowline/domain';
import { PagedTable } from '../../../components/paged-table';
import type { ShipSelection } from '../hooks/use-ship-selection';
import { SkuTableRow, type SkuRowActions } from './sku-table-row';
import { WeightHeader } from './weight-cell';

const COLUMN_COUNT = 12;

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
    savingProductId,
    onPageChange,
    onPerPageChange,
    onWeightUnitChange,
    ...actions
  } = props;
  const selectedOnPage = rows.filter((product) => selection.has(product._id)).length;
  return (
    <PagedTable
      label="sku list"
      tableSx={{
        '& .MuiTableCell-root': { px: 0.75 },
        '& .MuiTableCell-root:first-of-type': { pl: 1 },
        '& .MuiTableCell-root:last-of-type': { pr: 2 },
      }}
      head={
        <>
          <TableCell padding="checkbox">
            <Checkbox
              size="small"
              checked={rows.length > 0 && selectedOnPage === rows.length}
              indeterminate={selectedOnPage > 0 && selectedOnPage < rows.length}
              disabled={rows.length === 0}
              onChange={(e) => actions.onSelect(rows, e.target.checked)}
              slotProps={{ input: { 'aria-label': "Select this page's SKUs" } }}
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
          <TableCell>Quantity/In Box</TableCell>
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
      {rows.map((product) => (
        <SkuTableRow
          key={product._id}
          product={product}
          weightUnit={weightUnit}
          mode={mode}
          item={selection.get(product._id)}
          saving={savingProductId === product._id}
          {...actions}
        />
      ))}
    </PagedTable>
  );
}
