import { workbenchMessages } from '@stowline/domain';
import type { MenuAction } from '../components/actions-menu';

interface ItemsPanelMenuInput {
  editable: boolean;
  areCasesRequired: boolean;
  /** Whether the shipment has SKUs (most actions need one). */
  hasSkus: boolean;
  /** Boxes in the shipment, null while loading (Box All with Case QTY needs none). */
  boxCount: number | null;
  packPending: boolean;
  onClearShipment: () => void;
  onPrintAllLabels: () => void;
  onBoxAllWithCaseQty: () => void;
  onExportShipment: () => void;
  onImportExpirationDates: () => void;
  onReplanShipment: () => void;
  onDeleteShipment: () => void;
}

/**
 * The items panel's ⋮ menu in the spec's order (document 2, section 2: Clear Shipment, Print All
 * Labels, Box All with Case QTY, Export Shipment, Import Expiration Dates, Replan Shipment, Delete
 * Shipment), each action with why it cannot run.
 */
export function buildItemsPanelMenu(input: ItemsPanelMenuInput): MenuAction[] {
  const noSkus = input.hasSkus ? null : 'The shipment has no SKUs';
  const notEditable = input.editable ? null : workbenchMessages.notWorking;
  return [
    {
      label: 'Clear Shipment',
      disabledReason: notEditable ?? noSkus,
      onSelect: input.onClearShipment,
    },
    {
      label: 'Print All Labels',
      disabledReason: noSkus,
      onSelect: input.onPrintAllLabels,
    },
    {
      label: 'Box All with Case QTY',
      disabledReason:
        notEditable ??
        noSkus ??
        (!input.areCasesRequired
          ? 'Only for a case-packed shipment'
          : input.boxCount
            ? workbenchMessages.boxesExist
            : input.packPending
              ? 'Packing…'
              : null),
      onSelect: input.onBoxAllWithCaseQty,
    },
    {
      // Any status: an export changes nothing.
      label: 'Export Shipment',
      disabledReason: noSkus,
      onSelect: input.onExportShipment,
    },
    {
      label: 'Import Expiration Dates',
      disabledReason: notEditable ?? noSkus,
      onSelect: input.onImportExpirationDates,
    },
    {
      label: 'Replan Shipment',
      disabledReason: notEditable ?? noSkus,
      onSelect: input.onReplanShipment,
    },
    {
      label: 'Delete Shipment',
      disabledReason: notEditable,
      onSelect: input.onDeleteShipment,
    },
  ];
}
