import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { PackMode, ShipmentItem } from '@stowline/domain';
import { openCreateShipments } from '../state/create-shipments-store';
import { AddBulkSkusTab } from './add-bulk-skus-tab';
import { AddSingleSkuTab } from './add-single-sku-tab';

type AddTab = 'single' | 'bulk';

interface AddSkusDialogProps {
  mode: PackMode;
  /** The drawer's items: a SKU among them cannot be added again. */
  items: readonly ShipmentItem[];
  onClose: () => void;
}

/** 'Add SKUs to Plan': one SKU looked up by ASIN or SKU, or many by file or copy/paste. Mounted while open. */
export function AddSkusDialog({ mode, items, onClose }: AddSkusDialogProps) {
  const [tab, setTab] = useState<AddTab>('single');
  const add = (added: readonly ShipmentItem[]) => {
    openCreateShipments(added, mode);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="add-skus-title" fullWidth maxWidth="md">
      <DialogTitle id="add-skus-title">Add SKUs to Plan</DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, value: AddTab) => setTab(value)}
        aria-label="How to add SKUs"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="single" label="Single" sx={{ textTransform: 'none' }} />
        <Tab value="bulk" label="Bulk" sx={{ textTransform: 'none' }} />
      </Tabs>
      {tab === 'single' ? (
        <AddSingleSkuTab mode={mode} items={items} onAdd={add} onCancel={onClose} />
      ) : (
        <AddBulkSkusTab mode={mode} items={items} onAdd={add} onCancel={onClose} />
      )}
    </Dialog>
  );
}
