import type { PackMode, Refusals, ShipmentItem } from '@stowline/domain';
import { useBulkUpdateFbaType } from '../api/use-bulk-update-fba-type';
import { removeShipmentItem, setItemsSelected, updateShipmentItem } from '../state/create-shipments-store';
import { ShipmentItemsPanel } from '../components/shipment-items-panel';

interface ShipmentItemsContainerProps {
  mode: PackMode;
  items: ShipmentItem[];
  selectedIds: ReadonlySet<string>;
  now: Date;
  refusals: Refusals;
}

/** The Shipment Items tab's writes: the drawer's ticks and cards (the store) and the catalogue's FBA type (the server). */
export function ShipmentItemsContainer({ mode, items, selectedIds, now, refusals }: ShipmentItemsContainerProps) {
  const bulkUpdate = useBulkUpdateFbaType();
  return (
    <ShipmentItemsPanel
      mode={mode}
      items={items}
      selectedIds={selectedIds}
      now={now}
      refusals={refusals}
      onSelectedChange={setItemsSelected}
      onUpdateItem={updateShipmentItem}
      onRemoveItem={(item) => removeShipmentItem(item.product._id)}
      fbaTypePending={bulkUpdate.isPending}
      onUpdateFbaType={(productIds, fbaType, onDone) =>
        bulkUpdate.mutate({ productIds, fbaType }, { onSuccess: onDone })
      }
    />
  );
}
