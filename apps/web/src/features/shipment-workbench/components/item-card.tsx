import { memo, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Tooltip from '@mui/material/Tooltip';
import { formatItemWeight, isItemExpirable, workbenchMessages, type WorkbenchItem } from '@stowline/domain';
import { CutText } from '../../../components/cut-text';
import { formatDate } from '../../../lib/format-date';
import { writeDraggedSku } from '../lib/drag-sku';
import { DisabledReason } from './disabled-tooltip';
import { ProductThumbnail } from '../../../components/product-thumbnail';

/** Spec section 9: titles cut at 15 characters. */
export const TITLE_CUT = 15;

export interface ItemCardActions {
  onAddToBox: (item: WorkbenchItem) => void;
  onEditQuantity: (item: WorkbenchItem) => void;
  onDelete: (item: WorkbenchItem) => void;
  onEditWeight: (item: WorkbenchItem) => void;
  onEditExpiry: (item: WorkbenchItem) => void;
  /** Print Product Labels (any status: labels are reprinted for shipped shipments too). */
  onPrintLabels: (item: WorkbenchItem) => void;
}

interface ItemCardProps extends ItemCardActions {
  item: WorkbenchItem;
  /** Only a WORKING shipment can be changed. */
  editable: boolean;
  areCasesRequired: boolean;
  /**
   * Why Amazon takes no unit change now (domain `findQuantityChangeRefusal`: before the transport
   * is confirmed), or null: Update Quantity is offered, also on a shipment waiting to be marked
   * shipped, whose other content stays locked.
   */
  quantityRefusal: string | null;
}

const Field = ({ label, children, error }: { label: string; children: React.ReactNode; error?: boolean }) => (
  <Typography variant="caption" component="div" color={error ? 'error' : 'text.secondary'} sx={{ minWidth: 0 }}>
    {label}:{' '}
    <Box component="span" sx={{ color: error ? 'error.main' : 'text.primary', fontWeight: error ? 600 : 400 }}>
      {children}
    </Box>
  </Typography>
);

/** One SKU of the shipment (spec section 2, item card): what it sends, what is boxed, what is missing. */
export const ItemCard = memo(function ItemCard({
  item,
  editable,
  areCasesRequired,
  quantityRefusal,
  onAddToBox,
  onEditQuantity,
  onDelete,
  onEditWeight,
  onEditExpiry,
  onPrintLabels,
}: ItemCardProps) {
  const fullyBoxed = item.quantityBoxed >= item.quantityShipped;
  const boxedDiffers = item.quantityBoxed !== item.quantityShipped;
  const weightText = formatItemWeight(item.weight);
  const missingWeight = weightText === 'N/A';
  const expirable = isItemExpirable(item);
  const missingExpiry = expirable && !item.expDate;
  const hasError = boxedDiffers || missingWeight || missingExpiry;
  const caseReason = areCasesRequired ? workbenchMessages.cantPerformAction : null;
  const addReason = !editable ? null : fullyBoxed ? workbenchMessages.itemFullyBoxedTooltip : caseReason;
  const deleteReason = caseReason ?? quantityRefusal;
  const draggable = editable && !fullyBoxed && !areCasesRequired;

  const onDragStart = (event: DragEvent) => writeDraggedSku(event.dataTransfer, item);
  // Case-packed too: the dialog asks whole cases (units per case and boxes, spec section 5).
  const editQuantityButton = (
    <IconButton
      size="small"
      aria-label="Edit quantity"
      disabled={!!quantityRefusal}
      onClick={() => onEditQuantity(item)}
    >
      <EditOutlined fontSize="small" />
    </IconButton>
  );
  const editQuantity = quantityRefusal ? (
    <DisabledReason reason={quantityRefusal}>{editQuantityButton}</DisabledReason>
  ) : (
    <Tooltip title="Edit quantity">{editQuantityButton}</Tooltip>
  );

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={item.sellerSku}
      data-testid="item-card"
      draggable={draggable}
      onDragStart={draggable ? onDragStart : undefined}
      sx={{
        listStyle: 'none',
        p: 1.25,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderColor: hasError ? 'error.light' : 'divider',
        cursor: draggable ? 'grab' : undefined,
      }}
    >
      <ProductThumbnail imageUrl={item.imageUrl} size={44} />
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, flex: 1, minWidth: 0 }} data-testid="item-title">
            <CutText text={item.title || '—'} max={TITLE_CUT} />
          </Typography>
          <Typography
            variant="body2"
            data-testid="item-boxed"
            aria-label="Boxed/Total"
            sx={{ fontWeight: 600, color: boxedDiffers ? 'error.main' : 'success.main', whiteSpace: 'nowrap' }}
          >
            {item.quantityBoxed}/{item.quantityShipped}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: 1 }}>
          <Field label="SKU">
            <CutText text={item.sellerSku} max={20} />
          </Field>
          <Field label="FNSKU">{item.fulfillmentNetworkSku || '—'}</Field>
          <Field label="Weight" error={missingWeight}>
            <span data-testid="item-weight">{weightText}</span>{' '}
            {editable && (
              <Link
                component="button"
                variant="caption"
                onClick={() => onEditWeight(item)}
                aria-label={`Edit weight of ${item.sellerSku}`}
              >
                Edit
              </Link>
            )}
          </Field>
          {expirable && (
            <Field label="Expiry" error={missingExpiry}>
              <span data-testid="item-expiry">{item.expDate ? formatDate(`${item.expDate}T00:00:00`) : 'N/A'}</span>{' '}
              {editable && (
                <Link
                  component="button"
                  variant="caption"
                  onClick={() => onEditExpiry(item)}
                  aria-label={`Edit expiry of ${item.sellerSku}`}
                >
                  Edit
                </Link>
              )}
            </Field>
          )}
          <Field label="Printed Labels">{item.quantityPrinted}</Field>
          {areCasesRequired && <Field label="Case Qty">{item.quantityInCase}</Field>}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: -0.5, mr: -0.5 }}>
        <Tooltip title="Print product labels">
          <IconButton size="small" aria-label={`Print labels of ${item.sellerSku}`} onClick={() => onPrintLabels(item)}>
            <PrintOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        {editable && (
          <>
            <DisabledReason reason={addReason}>
              <IconButton size="small" aria-label="Add to box" disabled={!!addReason} onClick={() => onAddToBox(item)}>
                <AddBoxOutlined fontSize="small" />
              </IconButton>
            </DisabledReason>
            {editQuantity}
            <DisabledReason reason={deleteReason}>
              <IconButton
                size="small"
                aria-label="Delete item"
                disabled={!!deleteReason}
                onClick={() => onDelete(item)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </DisabledReason>
          </>
        )}
        {/* Transport confirmed, not shipped yet: the units still change at Amazon, nothing else does. */}
        {!editable && quantityRefusal === null && editQuantity}
      </Box>
    </Paper>
  );
});
