import { memo, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import History from '@mui/icons-material/History';
import LayersClearOutlined from '@mui/icons-material/LayersClearOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import {
  palletMessages,
  palletName,
  workbenchMessages,
  type Box as ShipmentBox,
  type BoxItem,
  type WorkbenchItem,
} from '@stowline/domain';
import { isSkuDrag, readDraggedSku } from '../lib/drag-sku';
import { formatBoxDimensions } from '../lib/box-view';
import { BoxItemCard } from './box-item-card';

export interface BoxCardActions {
  onToggleSelect: (boxId: string) => void;
  onToggleExpand: (boxId: string) => void;
  onDelete: (box: ShipmentBox) => void;
  onClear: (box: ShipmentBox) => void;
  onScanToAdd: (box: ShipmentBox) => void;
  onEditDimensions: (box: ShipmentBox) => void;
  onEditTracking: (box: ShipmentBox) => void;
  onHistory: (box: ShipmentBox) => void;
  onDropSku: (box: ShipmentBox, item: WorkbenchItem) => void;
  onEditItemQuantity: (box: ShipmentBox, item: BoxItem) => void;
  onRemoveItem: (box: ShipmentBox, item: BoxItem) => void;
  /** Opens the box's shipping label (Amazon's); absent where the spec hides it (SP partnered). */
  onShippingLabel?: (box: ShipmentBox) => void;
  /** Opens the box's 2D box content label; given for 2D_BARCODE shipments. */
  onTwoDLabel?: (box: ShipmentBox) => void;
  onPrintItemLabels: (box: ShipmentBox, item: BoxItem) => void;
  /** Product labels of every unit in the box (spec document 2: the box card's print product labels). */
  onPrintBoxLabels: (box: ShipmentBox) => void;
}

interface BoxCardProps extends BoxCardActions {
  box: ShipmentBox;
  selected: boolean;
  expanded: boolean;
  /** The box scans go into. */
  scanning: boolean;
  editable: boolean;
  areCasesRequired: boolean;
  /** SP non-partnered: the card shows the tracking id. */
  showTracking: boolean;
  /** The tracking id's Edit: in WORKING, and once the transport is confirmed until marked shipped. */
  trackingEditable: boolean;
  /** LTL: the card shows its pallet ('Pallet {n}' or 'Not Assigned'). */
  showPallet: boolean;
}

const Stat = ({ label, value, error, testId }: { label: string; value: string; error?: boolean; testId?: string }) => (
  <Typography variant="caption" component="div" color="text.secondary">
    {label}:{' '}
    <Box
      component="span"
      data-testid={testId}
      sx={{ color: error ? 'error.main' : 'text.primary', fontWeight: error ? 600 : 500 }}
    >
      {value}
    </Box>
  </Typography>
);

/**
 * One box (spec section 2, box card): 'Box {n} ({amazon box number})', its summary, its items; item
 * cards drop on it. Its buttons name their tooltips in `data-tooltip`: the box list shows them with
 * one shared Tooltip (a Tooltip each cost more to mount than the card's buttons).
 */
export const BoxCard = memo(function BoxCard({
  box,
  selected,
  expanded,
  scanning,
  editable,
  areCasesRequired,
  showTracking,
  trackingEditable,
  showPallet,
  ...actions
}: BoxCardProps) {
  const [dropping, setDropping] = useState(false);
  const dims = formatBoxDimensions(box);
  const canDrop = editable && !areCasesRequired;

  const onDragOver = (event: DragEvent) => {
    if (!canDrop || !isSkuDrag(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const onDrop = (event: DragEvent) => {
    setDropping(false);
    if (!canDrop) return;
    event.preventDefault();
    const sku = readDraggedSku(event.dataTransfer);
    if (sku) actions.onDropSku(box, sku);
  };

  return (
    <Paper
      variant="outlined"
      aria-label={`Box ${box.number}`}
      data-testid="box-card"
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      sx={{
        p: 1,
        borderColor: scanning ? 'primary.main' : box.errorList.length ? 'error.light' : 'divider',
        borderWidth: scanning || dropping ? 2 : 1,
        bgcolor: dropping ? 'action.hover' : selected ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Checkbox
          size="small"
          checked={selected}
          onChange={() => actions.onToggleSelect(box._id)}
          slotProps={{ input: { 'aria-label': `Select Box ${box.number}` } }}
          sx={{ p: 0.5 }}
        />
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} data-testid="box-title">
          Box {box.number} ({box.amazonBoxNumber})
        </Typography>
        {/* Case-packed shipments fill by whole cases: no unit scans. */}
        {editable && !areCasesRequired && (
          <IconButton
            data-tooltip={scanning ? 'Scanning into this box' : 'Scan to add'}
            size="small"
            color={scanning ? 'primary' : 'default'}
            aria-label={`Scan into Box ${box.number}`}
            aria-pressed={scanning}
            onClick={() => actions.onScanToAdd(box)}
          >
            <QrCodeScanner fontSize="small" />
          </IconButton>
        )}
        {actions.onTwoDLabel && (
          <IconButton
            data-tooltip="Print 2D barcode"
            size="small"
            aria-label={`2D label of Box ${box.number}`}
            onClick={() => actions.onTwoDLabel?.(box)}
          >
            <QrCode2 fontSize="small" />
          </IconButton>
        )}
        {actions.onShippingLabel && (
          <IconButton
            data-tooltip="Box shipping label"
            size="small"
            aria-label={`Shipping label of Box ${box.number}`}
            onClick={() => actions.onShippingLabel?.(box)}
          >
            <LocalShippingOutlined fontSize="small" />
          </IconButton>
        )}
        <span data-tooltip={box.items.length ? 'Print product labels' : workbenchMessages.emptyBoxNoLabels}>
          <IconButton
            size="small"
            aria-label={`Product labels of Box ${box.number}`}
            disabled={box.items.length === 0}
            onClick={() => actions.onPrintBoxLabels(box)}
          >
            <LocalOfferOutlined fontSize="small" />
          </IconButton>
        </span>
        <IconButton
          data-tooltip="History"
          size="small"
          aria-label={`History of Box ${box.number}`}
          onClick={() => actions.onHistory(box)}
        >
          <History fontSize="small" />
        </IconButton>
        {editable && (
          <>
            <span data-tooltip={areCasesRequired ? workbenchMessages.cantPerformAction : 'Clear box'}>
              <IconButton
                size="small"
                aria-label={`Clear Box ${box.number}`}
                disabled={areCasesRequired}
                onClick={() => actions.onClear(box)}
              >
                <LayersClearOutlined fontSize="small" />
              </IconButton>
            </span>
            <IconButton
              data-tooltip="Delete box"
              size="small"
              aria-label={`Delete Box ${box.number}`}
              onClick={() => actions.onDelete(box)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </>
        )}
        <IconButton
          data-tooltip={expanded ? 'Hide items' : 'View items'}
          size="small"
          aria-label={`${expanded ? 'Hide' : 'View'} items of Box ${box.number}`}
          aria-expanded={expanded}
          onClick={() => actions.onToggleExpand(box._id)}
        >
          {expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, pl: 4.5 }}>
        <Stat label="MSKUs" value={String(box.items.length)} error={box.items.length === 0} testId="box-mskus" />
        <Stat label="Units" value={String(box.units)} testId="box-units" />
        <Typography variant="caption" component="div" color="text.secondary">
          Dimensions:{' '}
          <Box
            component="span"
            data-testid="box-dimensions"
            sx={{ color: dims.missing ? 'error.main' : 'text.primary', fontWeight: 500 }}
          >
            {dims.text}
          </Box>{' '}
          {editable && (
            <Link
              component="button"
              variant="caption"
              onClick={() => actions.onEditDimensions(box)}
              aria-label={`Edit dimensions of Box ${box.number}`}
            >
              Edit
            </Link>
          )}
        </Typography>
        {showPallet && (
          <Typography variant="caption" component="div" color="text.secondary">
            Pallet:{' '}
            <Box
              component="span"
              data-testid="box-pallet"
              sx={{ color: box.palletNumber ? 'text.primary' : 'error.main', fontWeight: 500 }}
            >
              {box.palletNumber ? palletName(box.palletNumber) : palletMessages.notAssigned}
            </Box>
          </Typography>
        )}
        {showTracking && (
          <Typography variant="caption" component="div" color="text.secondary">
            Tracking Id:{' '}
            <Box
              component="span"
              data-testid="box-tracking"
              sx={{ color: box.trackingId ? 'text.primary' : 'error.main', fontWeight: 500 }}
            >
              {box.trackingId || 'N/A'}
            </Box>{' '}
            {trackingEditable && (
              <Link
                component="button"
                variant="caption"
                onClick={() => actions.onEditTracking(box)}
                aria-label={`Edit tracking id of Box ${box.number}`}
              >
                Edit
              </Link>
            )}
          </Typography>
        )}
      </Box>
      {expanded && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, p: 0, pl: 4.5 }} aria-label={`Items of Box ${box.number}`}>
          {box.items.length === 0 ? (
            <Typography component="li" variant="caption" color="text.secondary" sx={{ listStyle: 'none' }}>
              No items in this box.
            </Typography>
          ) : (
            box.items.map((item) => (
              <BoxItemCard
                key={item._id}
                item={item}
                editable={editable}
                areCasesRequired={areCasesRequired}
                onEditQuantity={() => actions.onEditItemQuantity(box, item)}
                onRemove={() => actions.onRemoveItem(box, item)}
                onPrintLabels={() => actions.onPrintItemLabels(box, item)}
              />
            ))
          )}
        </Box>
      )}
    </Paper>
  );
});
