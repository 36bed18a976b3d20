import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  describeFbaTypeSource,
  checkShipmentItem,
  formatPrice,
  newShipmentItem,
  shipmentItemMessages,
  type FbaType,
  type PackMode,
  type Product,
  type ShipmentItem,
  type WeightUnit,
} from '@stowline/domain';
import type { ShipItemChange } from '../hooks/use-ship-selection';
import { ExpirableCell } from './expirable-cell';
import { FbaTypeSelect } from './fba-type-select';
import { PackagingRuleSelect } from './packaging-rule-select';
import { PackagingRulesButton } from './packaging-rules-button';
import { ProductTitleCell } from './product-title-cell';
import { ShipCountInput } from './ship-count-input';
import { WeightCell } from './weight-cell';

const STATUS_COLORS: Record<string, 'success' | 'warning' | 'default'> = { Active: 'success', Incomplete: 'warning' };

export interface SkuRowActions {
  onEditWeight: (product: Product) => void;
  onExpirableChange: (product: Product, expirable: boolean) => void;
  onFbaTypeChange: (product: Product, fbaType: FbaType) => void;
  onSelect: (products: readonly Product[], selected: boolean) => void;
  onItemChange: (product: Product, change: ShipItemChange) => void;
  onOpenRules: (product: Product) => void;
}

interface SkuTableRowProps extends SkuRowActions {
  product: Product;
  weightUnit: WeightUnit;
  mode: PackMode;
  /** The row's item when it is selected to ship. */
  item: ShipmentItem | undefined;
  saving: boolean;
}

/**
 * One SKU: its details and edits, then the shipping columns. An unselected row shows what
 * selecting it would start from (in case pack the default rule and its units per box).
 */
export function SkuTableRow({ product, weightUnit, mode, item, saving, ...actions }: SkuTableRowProps) {
  const shown = item ?? newShipmentItem(product, mode);
  const problem = item ? checkShipmentItem(item, mode) : undefined;
  const isCase = mode === 'case';
  return (
    <TableRow hover selected={item !== undefined}>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={item !== undefined}
          onChange={(e) => actions.onSelect([product], e.target.checked)}
          slotProps={{ input: { 'aria-label': `Select ${product.sellerSku}` } }}
        />
      </TableCell>
      <TableCell sx={{ py: 1 }}>
        <ProductTitleCell product={product} />
      </TableCell>
      <TableCell>
        <WeightCell weight={product.weight} unit={weightUnit} onEdit={() => actions.onEditWeight(product)} />
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[product.status] ?? 'default'}
          label={product.status}
        />
      </TableCell>
      <TableCell align="right">{product.afnFulfillableQuantity}</TableCell>
      <TableCell
        align="right"
        sx={{ whiteSpace: 'nowrap', color: product.listPrice === null ? 'text.disabled' : undefined }}
      >
        {formatPrice(product.listPrice)}
      </TableCell>
      <TableCell>
        <ExpirableCell
          amzExpirable={product.amzExpirable}
          expirable={product.expirable}
          disabled={saving}
          onChange={(expirable) => actions.onExpirableChange(product, expirable)}
        />
      </TableCell>
      <TableCell>
        <FbaTypeSelect
          value={product.fbaType}
          source={describeFbaTypeSource(product)}
          disabled={saving}
          error={problem === shipmentItemMessages.fbaTypeMissing ? problem : undefined}
          onChange={(fbaType) => actions.onFbaTypeChange(product, fbaType)}
        />
      </TableCell>
      <TableCell>
        <ShipCountInput
          label="No. of Boxes"
          value={isCase ? shown.boxCount : null}
          disabled={!isCase}
          error={problem === shipmentItemMessages.boxCountInvalid ? problem : undefined}
          onChange={(boxCount) => actions.onItemChange(product, { boxCount })}
        />
      </TableCell>
      <TableCell>
        {isCase ? (
          <PackagingRuleSelect
            rules={product.packagingRules}
            value={shown.categoryId}
            onChange={(categoryId) => actions.onItemChange(product, { categoryId })}
          />
        ) : (
          <Typography variant="body2" color="text.disabled">
            -
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <ShipCountInput
          label={isCase ? 'In a Box' : 'Quantity'}
          value={shown.quantity}
          error={problem === shipmentItemMessages.quantityInvalid ? problem : undefined}
          onChange={(quantity) => actions.onItemChange(product, { quantity })}
        />
      </TableCell>
      <TableCell>
        <PackagingRulesButton count={product.packagingRules.length} onClick={() => actions.onOpenRules(product)} />
      </TableCell>
    </TableRow>
  );
}
