import { useState } from 'react';
import type { PackMode, ShipmentItem } from '@stowline/domain';
import type { SkuLookupKey } from '../api/create-shipment-keys';
import { useShipSkuUpload } from '../hooks/use-ship-sku-upload';
import { useSingleSkuLookup } from '../hooks/use-single-sku-lookup';
import { openCreateShipments } from '../state/create-shipments-store';
import { AddBulkSkusTab } from '../components/add-bulk-skus-tab';
import { AddSingleSkuTab } from '../components/add-single-sku-tab';
import { AddSkusDialog, type AddSkusTab } from '../components/add-skus-dialog';

interface AddSkusContainerProps {
  mode: PackMode;
  /** The drawer's items: a SKU among them cannot be added again. */
  items: readonly ShipmentItem[];
  onClose: () => void;
}

interface AddSkusTabContainerProps extends AddSkusContainerProps {
  onAdd: (items: ShipmentItem[]) => void;
}

/** The Single tab's look-up: what is typed, by which key, and the products found. */
function AddSingleSkuContainer({ mode, items, onAdd, onClose }: AddSkusTabContainerProps) {
  const [lookupKey, setLookupKey] = useState<SkuLookupKey>('asin');
  const [value, setValue] = useState('');
  const lookup = useSingleSkuLookup(lookupKey, value);
  return (
    <AddSingleSkuTab
      mode={mode}
      items={items}
      lookupKey={lookupKey}
      onLookupKeyChange={setLookupKey}
      value={value}
      onValueChange={setValue}
      lookup={lookup}
      onAdd={onAdd}
      onCancel={onClose}
    />
  );
}

/** The Bulk tab's upload, checked against the drawer's items. */
function AddBulkSkusContainer({ mode, items, onAdd, onClose }: AddSkusTabContainerProps) {
  const upload = useShipSkuUpload(mode, items);
  return <AddBulkSkusTab mode={mode} upload={upload} onAdd={onAdd} onCancel={onClose} />;
}

/** 'Add SKUs to Plan': each tab with its own look-up or upload (a tab change starts it afresh). Mounted while open. */
export function AddSkusContainer({ mode, items, onClose }: AddSkusContainerProps) {
  const [tab, setTab] = useState<AddSkusTab>('single');
  const add = (added: readonly ShipmentItem[]) => {
    openCreateShipments(added, mode);
    onClose();
  };
  const tabProps = { mode, items, onAdd: add, onClose };
  return (
    <AddSkusDialog tab={tab} onTabChange={setTab} onClose={onClose}>
      {tab === 'single' ? <AddSingleSkuContainer {...tabProps} /> : <AddBulkSkusContainer {...tabProps} />}
    </AddSkusDialog>
  );
}
