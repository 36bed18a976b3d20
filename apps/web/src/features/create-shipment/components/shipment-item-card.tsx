import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  checkPlanItem,
  isExpirable,
  planItemMessages,
  warnShipmentItem,
  type PackMode,
  type ShipmentItem,
} from '@stowline/domain';
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
  /** The time the cards are judged at (expiry dates must be after its day). */
  now: Date;
  /** Amazon's reason for refusing this SKU in the drawer's plan request, if it did. */
  refusal?: string | undefined;
  onSelectedChange: (selected: boolean) => void;
  onExpirationChange: (expiration: string | null) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** One SKU of the drawer: what it is, what it sends, its expiry date if dated, what is wrong with it. */
export function ShipmentItemCard({ item, mode, selected, now, refusal, ...props }: ShipmentItemCardProps) {
  const { product } = item;
  const error = checkPlanItem(item, mode, now);
  // A quantity far above the SKU's stock is allowed, but said before a plan is asked for.
  const warning = error ? undefined : warnShipmentItem(item, mode);
  const expirable = isExpirable(product);
  const flagged = error ?? refusal;
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
        borderColor: flagged ? 'error.light' : warning ? 'warning.light' : selected ? 'primary.light' : 'divider',
      }}
    >
      <Checkbox
        size="small"
        checked={selected}
        onChange={(event) => props.onSelectedChange(event.target.checked)}
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
        {expirable && (
          <TextField
            type="date"
            size="small"
            label="Expiry date"
            value={item.expiration ?? ''}
            onChange={(event) => props.onExpirationChange(event.target.value || null)}
            sx={{ mt: 1, maxWidth: 190 }}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': `Expiry date of ${product.sellerSku}` },
            }}
          />
        )}
        {error && (
          <Typography variant="caption" color="error" data-testid="item-error">
            {error}
          </Typography>
        )}
        {refusal && (
          <Typography variant="caption" color="error" data-testid="item-refusal">
            {planItemMessages.refused(refusal)}
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
          <IconButton size="small" aria-label="Update Item" onClick={props.onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Remove">
          <IconButton size="small" aria-label="Remove" onClick={props.onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
}
