import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PRODUCT_PAGE_SIZES, formatPrice, type FbaType, type Product, type WeightUnit } from '@stowline/domain';
import { PagedTable } from '../../../components/paged-table';
import { ExpirableCell } from './expirable-cell';
import { FbaTypeSelect } from './fba-type-select';
import { ProductTitleCell } from './product-title-cell';
import { WeightCell, WeightHeader } from './weight-cell';

const COLUMN_COUNT = 7;
const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = { Active: 'success', Incomplete: 'warning' };

interface SkuTableProps {
  rows: Product[];
  total: number;
  /** 1-based, as the URL keeps it. */
  page: number;
  perPage: number;
  loading: boolean;
  weightUnit: WeightUnit;
  /** The product whose change is on its way: its controls wait. */
  savingProductId: string | null;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  onWeightUnitChange: (unit: WeightUnit) => void;
  onEditWeight: (product: Product) => void;
  onExpirableChange: (product: Product, expirable: boolean) => void;
  onFbaTypeChange: (product: Product, fbaType: FbaType) => void;
}

/** 'a - b of N Items', or '0 items' when there is nothing. */
function describeRows({ from, to, count }: { from: number; to: number; count: number }): string {
  return count === 0 ? '0 items' : `${from} - ${to} of ${count} Items`;
}

export function SkuTable(props: SkuTableProps) {
  const { rows, total, page, perPage, loading, weightUnit, savingProductId } = props;
  return (
    <PagedTable
      label="sku list"
      tableSx={{ '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 }, '& .MuiTableCell-root:last-of-type': { pr: 2 } }}
      head={
        <>
          <TableCell>Title</TableCell>
          <TableCell>
            <WeightHeader unit={weightUnit} onUnitChange={props.onWeightUnitChange} />
          </TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Units</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell>Expirable</TableCell>
          <TableCell>Fba Type</TableCell>
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
      onPageChange={props.onPageChange}
      onPerPageChange={props.onPerPageChange}
    >
      {rows.map((product) => {
        const saving = savingProductId === product._id;
        return (
          <TableRow key={product._id} hover>
            <TableCell sx={{ py: 1 }}>
              <ProductTitleCell product={product} />
            </TableCell>
            <TableCell>
              <WeightCell weight={product.weight} unit={weightUnit} onEdit={() => props.onEditWeight(product)} />
            </TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={STATUS_COLORS[product.status] ?? 'default'} label={product.status} />
            </TableCell>
            <TableCell align="right">{product.afnFulfillableQuantity}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: product.listPrice === null ? 'text.disabled' : undefined }}>
              {formatPrice(product.listPrice)}
            </TableCell>
            <TableCell>
              <ExpirableCell
                amzExpirable={product.amzExpirable}
                expirable={product.expirable}
                disabled={saving}
                onChange={(expirable) => props.onExpirableChange(product, expirable)}
              />
            </TableCell>
            <TableCell>
              <FbaTypeSelect value={product.fbaType} disabled={saving} onChange={(fbaType) => props.onFbaTypeChange(product, fbaType)} />
            </TableCell>
          </TableRow>
        );
      })}
    </PagedTable>
  );
}
