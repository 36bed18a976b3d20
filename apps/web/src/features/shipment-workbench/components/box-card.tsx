import { memo, useState, type DragEvent, type ReactNode } from 'react';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
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
import { iconImage, plainIconButton, type PlainIconName } from '../../../components/plain-icons';
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

/** The icons of the cards' heads, drawn as their buttons' backgrounds (`iconImage`): no elements of their own. */
const BOX_ICONS = [
  'qrCodeScanner',
  'qrCode',
  'localShipping',
  'localOffer',
  'history',
  'layersClear',
  'delete',
  'expandLess',
  'expandMore',
] as const satisfies readonly PlainIconName[];

/**
 * The cards' look, written once for the box list instead of per card: a fast-scrolled list mounts
 * cards every frame, and MUI's Paper, Checkbox, IconButtons and Typography took longer to mount
 * than a frame has (as the SKU table's rows, sku-table-row.tsx).
 */
export const boxCardStyles = (theme: Theme): CSSObject => {
  // In sx a bare number is a multiple of the theme's spacing for padding, margins and gaps: pixels are spelled out.
  const { palette, typography, shape } = theme;
  return {
    '& .box-card': {
      padding: '8px',
      border: `1px solid ${palette.divider}`,
      borderRadius: `${shape.borderRadius}px`,
      background: palette.background.paper,
      color: palette.text.primary,
      '&.is-error': { borderColor: palette.error.light },
      '&.is-selected': { background: palette.action.selected },
      '&.is-scanning': { borderColor: palette.primary.main },
      '&.is-scanning, &.is-dropping': { borderWidth: '2px', padding: '7px' },
      '&.is-dropping': { background: palette.action.hover },
    },
    '& .box-head': { display: 'flex', alignItems: 'center', gap: '4px' },
    '& .box-head input[type=checkbox]': {
      width: 17,
      height: 17,
      margin: '6px',
      cursor: 'pointer',
      accentColor: palette.primary.main,
    },
    '& .box-title': { ...typography.subtitle2, flex: 1, minWidth: 0, margin: 0 },
    // Each icon names its pictures; the button's state picks one.
    ...Object.fromEntries(
      BOX_ICONS.map((name) => [
        `& .box-icon-button[data-icon=${name}]`,
        {
          '--icon': iconImage(name, palette.action.active),
          '--icon-on': iconImage(name, palette.primary.main),
          '--icon-disabled': iconImage(name, palette.action.disabled),
          '--icon-shape': iconImage(name, 'black'),
        },
      ]),
    ),
    '& .box-icon-button': {
      ...plainIconButton(theme),
      background: 'var(--icon) center / 20px no-repeat',
      '&.is-on': { backgroundImage: 'var(--icon-on)' },
      '&:disabled': { backgroundImage: 'var(--icon-disabled)' },
      // Forced colours (Windows' high contrast) keep a picture's own colours: the icon's shape
      // masks the system's button text colour instead.
      '@media (forced-colors: active)': {
        forcedColorAdjust: 'none',
        background: 'ButtonText',
        mask: 'var(--icon-shape) center / 20px no-repeat',
        '&:hover:not(:disabled)': { backgroundColor: 'ButtonText' },
        '&.is-on': { background: 'Highlight' },
        '&:disabled': { background: 'GrayText' },
      },
    },
    '& .box-stats': { display: 'flex', flexWrap: 'wrap', columnGap: '16px', rowGap: '2px', paddingLeft: '36px' },
    '& .box-stat': { ...typography.caption, color: palette.text.secondary },
    '& .box-stat b': { color: palette.text.primary, fontWeight: 500 },
    '& .box-stat b.is-missing': { color: palette.error.main, fontWeight: 600 },
    '& .box-link': {
      ...typography.caption,
      padding: 0,
      border: 0,
      background: 'none',
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      cursor: 'pointer',
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 1 },
    },
    '& .box-items': { margin: '4px 0 0', padding: '0 0 0 36px' },
    '& .box-items-empty': { ...typography.caption, color: palette.text.secondary, listStyle: 'none' },
  };
};

/** An icon button of the card's head, its tooltip in `data-tooltip` (the list's one shared tooltip). */
function IconAction(props: {
  tooltip: string;
  label: string;
  icon: (typeof BOX_ICONS)[number];
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  expanded?: boolean;
}) {
  const { tooltip, label, icon, onClick, disabled, pressed, expanded } = props;
  const button = (
    <button
      type="button"
      className={pressed ? 'box-icon-button is-on' : 'box-icon-button'}
      data-icon={icon}
      data-tooltip={disabled ? undefined : tooltip}
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
    />
  );
  // A disabled button takes no pointer: a span around it names the reason.
  return disabled ? <span data-tooltip={tooltip}>{button}</span> : button;
}

/** 'Label: value', the value in red when `missing`. */
function Stat(props: { label: string; value: ReactNode; missing?: boolean; testId?: string; children?: ReactNode }) {
  const { label, value, missing, testId, children } = props;
  return (
    <div className="box-stat">
      {label}:{' '}
      <b className={missing ? 'is-missing' : undefined} data-testid={testId}>
        {value}
      </b>
      {children && <> {children}</>}
    </div>
  );
}

/**
 * One box (spec section 2, box card): 'Box {n} ({amazon box number})', its summary, its items; item
 * cards drop on it. Drawn with plain elements styled by the list (`boxCardStyles`); its buttons
 * name their tooltips in `data-tooltip`, shown by the list's one shared Tooltip.
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
  const label = `Box ${box.number}`;

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
  const className = [
    'box-card',
    box.errorList.length > 0 && 'is-error',
    selected && 'is-selected',
    scanning && 'is-scanning',
    dropping && 'is-dropping',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={className}
      aria-label={label}
      data-testid="box-card"
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
    >
      <div className="box-head">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => actions.onToggleSelect(box._id)}
          aria-label={`Select ${label}`}
        />
        <h3 className="box-title" data-testid="box-title">
          {label} ({box.amazonBoxNumber})
        </h3>
        {/* Case-packed shipments fill by whole cases: no unit scans. */}
        {editable && !areCasesRequired && (
          <IconAction
            tooltip={scanning ? 'Scanning into this box' : 'Scan to add'}
            label={`Scan into ${label}`}
            icon="qrCodeScanner"
            pressed={scanning}
            onClick={() => actions.onScanToAdd(box)}
          />
        )}
        {actions.onTwoDLabel && (
          <IconAction
            tooltip="Print 2D barcode"
            label={`2D label of ${label}`}
            icon="qrCode"
            onClick={() => actions.onTwoDLabel?.(box)}
          />
        )}
        {actions.onShippingLabel && (
          <IconAction
            tooltip="Box shipping label"
            label={`Shipping label of ${label}`}
            icon="localShipping"
            onClick={() => actions.onShippingLabel?.(box)}
          />
        )}
        <IconAction
          tooltip={box.items.length ? 'Print product labels' : workbenchMessages.emptyBoxNoLabels}
          label={`Product labels of ${label}`}
          icon="localOffer"
          disabled={box.items.length === 0}
          onClick={() => actions.onPrintBoxLabels(box)}
        />
        <IconAction
          tooltip="History"
          label={`History of ${label}`}
          icon="history"
          onClick={() => actions.onHistory(box)}
        />
        {editable && (
          <>
            <IconAction
              tooltip={areCasesRequired ? workbenchMessages.cantPerformAction : 'Clear box'}
              label={`Clear ${label}`}
              icon="layersClear"
              disabled={areCasesRequired}
              onClick={() => actions.onClear(box)}
            />
            <IconAction
              tooltip="Delete box"
              label={`Delete ${label}`}
              icon="delete"
              onClick={() => actions.onDelete(box)}
            />
          </>
        )}
        <IconAction
          tooltip={expanded ? 'Hide items' : 'View items'}
          label={`${expanded ? 'Hide' : 'View'} items of ${label}`}
          icon={expanded ? 'expandLess' : 'expandMore'}
          expanded={expanded}
          onClick={() => actions.onToggleExpand(box._id)}
        />
      </div>
      <div className="box-stats">
        <Stat label="MSKUs" value={box.items.length} missing={box.items.length === 0} testId="box-mskus" />
        <Stat label="Units" value={box.units} testId="box-units" />
        <Stat label="Dimensions" value={dims.text} missing={dims.missing} testId="box-dimensions">
          {editable && (
            <button
              type="button"
              className="box-link"
              onClick={() => actions.onEditDimensions(box)}
              aria-label={`Edit dimensions of ${label}`}
            >
              Edit
            </button>
          )}
        </Stat>
        {showPallet && (
          <Stat
            label="Pallet"
            value={box.palletNumber ? palletName(box.palletNumber) : palletMessages.notAssigned}
            missing={!box.palletNumber}
            testId="box-pallet"
          />
        )}
        {showTracking && (
          <Stat label="Tracking Id" value={box.trackingId || 'N/A'} missing={!box.trackingId} testId="box-tracking">
            {trackingEditable && (
              <button
                type="button"
                className="box-link"
                onClick={() => actions.onEditTracking(box)}
                aria-label={`Edit tracking id of ${label}`}
              >
                Edit
              </button>
            )}
          </Stat>
        )}
      </div>
      {expanded && (
        <ul className="box-items" aria-label={`Items of ${label}`}>
          {box.items.length === 0 ? (
            <li className="box-items-empty">No items in this box.</li>
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
        </ul>
      )}
    </div>
  );
});
