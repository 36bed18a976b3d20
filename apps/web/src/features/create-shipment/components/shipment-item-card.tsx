import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { checkShipmentItem, warnShipmentItem, type PackMode, type ShipmentItem } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { FbaTypeChip } from './fba-type-chip';
import { ItemCountsText } from './item-counts-text';
import { ProductThumbnail } from '../../../components/product-thumbnail';

// The spec's text cuts: card titles 35 characters, SKU text 16.
const TITLE_CUT = 35;
const SKU_CUT = 16;

interface ShipmentItemCardProps {
  item: ShipmentItem;
  mode: PackMode;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One SKU of the drawer: what it is, what it sends, what is wrong with it. */
export function ShipmentItemCard({ item, mode, selected, onSelectedChange, onEdit, onRemove }: ShipmentItemCardProps) {
  const { product } = item;
  const error = checkShipmentItem(item, mode);
  // A quantity far above the SKU's stock is allowed, but said before a plan is asked for.
  const warning = error ? undefined : warnShipmentItem(item, mode);
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={product.sellerSku}
      sx={{
        listStyle: 'none',
        p: 1.5,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderColor: error ? 'error.light' : warning ? 'warning.light' : selected ? 'primary.light' : 'divider',
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(event) => onSelectedChange(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${product.sellerSku}` } }}
        sx={{ p: 0.5, mt: -0.5 }}
      />
      <ProductThumbnail imageUrl={product.imageUrl} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, lineHeight: 1.35 }} data-testid="item-title">
          <CutText text={product.title || '—'} max={TITLE_CUT} />
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          SKU: <CutText text={product.sellerSku} max={SKU_CUT} />
        </Typography>
        {/* ASIN and FNSKU share a line when the card is wide enough, and wrap between them otherwise. */}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
          <span>ASIN: {product.asin || '—'}</span>
          <span>FNSKU: {product.fnsku || '—'}</span>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <FbaTypeChip fbaType={product.fbaType} />
          <ItemCountsText item={item} mode={mode} />
        </Box>
        {error && (
          <Typography variant="caption" color="error" data-testid="item-error">
            {error}
          </Typography>
        )}
        {warning && (
          <Typography variant="caption" color="warning.dark" data-testid="item-warning">
            {warning}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Tooltip title="Update Item">
          <IconButton size="small" aria-label="Update Item" onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton size="small" aria-label="Remove" onClick={onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
}
