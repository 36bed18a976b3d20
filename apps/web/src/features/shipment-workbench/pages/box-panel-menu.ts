import { autoPackMessages, workbenchMessages } from '@stowline/domain';
import { downloadShipmentExport } from '../api/export-files';
import type { MenuAction } from '../components/actions-menu';
import type { OpenDialog } from '../hooks/workbench-dialog';

interface BoxPanelMenuInput {
  shipmentId: string;
  amazonShipmentId: string;
  editable: boolean;
  areCasesRequired: boolean;
  showTracking: boolean;
  /** The box count, null while loading. */
  total: number | null;
  /** No search and no error filter: only then does the count say whether the shipment has boxes. */
  unfiltered: boolean;
  allBoxIds: readonly string[];
  packPending: boolean;
  openDialog: OpenDialog;
  onAutoPack: () => void;
  onPackBoxes: () => void;
  onPrintBoxLabels: () => void;
}

/**
 * Whether a box card offers Amazon's box shipping label: the spec hides it for partnered small
 * parcel (section 2), whose labels come with the carrier's once the transport is confirmed; from
 * then on Amazon gives them (getLabels), so it shows. A small-parcel shipment packed before
 * placement has no Amazon shipment yet, so no shipping label (the server answers notPlacedYet).
 */
export function offersBoxShippingLabel(input: {
  isLtl: boolean;
  isPartnered: string;
  transportConfirmed: boolean;
  notPlacedYet?: boolean;
}) {
  if (input.notPlacedYet) return false;
  return input.isLtl || input.isPartnered !== 'true' || input.transportConfirmed;
}

/** Why Auto-pack cannot run: auto-pack is for a shipment with no boxes yet; the unfiltered count says whether it has any. */
export function findAutoPackDisabledReason({
  editable,
  total,
  unfiltered,
}: Pick<BoxPanelMenuInput, 'editable' | 'total' | 'unfiltered'>) {
  const notEditable = editable ? null : workbenchMessages.notWorking;
  return notEditable ?? (total === null || !unfiltered ? null : total > 0 ? autoPackMessages.hasBoxes : null);
}

/** The box content panel's ⋮ menu, each action with why it cannot run. */
export function buildBoxPanelMenu(input: BoxPanelMenuInput): MenuAction[] {
  const { shipmentId, amazonShipmentId, editable, areCasesRequired, showTracking, total, allBoxIds, openDialog } =
    input;
  const notEditable = editable ? null : workbenchMessages.notWorking;
  const noBoxes = total ? null : 'The shipment has no boxes';
  const menu: MenuAction[] = [
    {
      label: 'Auto-pack',
      disabledReason: findAutoPackDisabledReason(input) ?? (total === null ? 'Loading…' : null),
      onSelect: input.onAutoPack,
    },
    {
      label: 'Create Empty Box',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : null),
      onSelect: () => openDialog({ kind: 'emptyBoxes' }),
    },
    {
      label: 'Clear All Boxes',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : noBoxes),
      onSelect: () => openDialog({ kind: 'clearBoxes', boxIds: [...allBoxIds], target: 'every box' }),
    },
    {
      label: 'Delete All Boxes',
      disabledReason: notEditable ?? noBoxes,
      onSelect: () => openDialog({ kind: 'deleteBoxes', boxIds: [...allBoxIds], target: 'every box' }),
    },
    {
      // The spec leaves it disabled; here the boxes as a flat list, one row per box and SKU.
      label: 'Export Boxes',
      disabledReason: noBoxes,
      onSelect: () => void downloadShipmentExport('boxes', shipmentId, amazonShipmentId),
    },
    {
      label: 'Import Box Content',
      disabledReason: notEditable ?? (areCasesRequired ? workbenchMessages.cantPerformAction : null),
      onSelect: () => openDialog({ kind: 'import', file: 'boxContent' }),
    },
    ...(showTracking
      ? [
          {
            label: 'Import Tracking Ids',
            disabledReason: notEditable ?? noBoxes,
            onSelect: () => openDialog({ kind: 'import', file: 'trackingIds' }),
          },
        ]
      : []),
    {
      // The spec leaves it disabled; here Seller Central's pack list (SKUs down, boxes across).
      label: 'Export Boxes for Amazon',
      disabledReason: noBoxes,
      onSelect: () => void downloadShipmentExport('boxesForAmazon', shipmentId, amazonShipmentId),
    },
    ...(areCasesRequired
      ? [
          {
            label: 'Pack Boxes with Case Qty',
            disabledReason: notEditable ?? (input.packPending ? 'Packing…' : null),
            onSelect: input.onPackBoxes,
          },
        ]
      : []),
  ];

  menu.push({
    label: 'Print Box Labels',
    disabledReason: noBoxes,
    onSelect: input.onPrintBoxLabels,
  });
  menu.push({
    label: 'Import Weight and Dimensions',
    disabledReason: notEditable ?? noBoxes,
    onSelect: () => openDialog({ kind: 'import', file: 'dimensions' }),
  });
  return menu;
}
