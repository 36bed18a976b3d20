import { memo, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import {
  MAX_SKUS_PER_PLAN,
  checkShipSelection,
  shipmentItemMessages,
  type PackMode,
  type ShipmentItem,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { closeCreateShipments, setShipmentItems, useCreateShipmentsState } from '../state/create-shipments-store';
import { AddSkusDialog } from './add-skus-dialog';
import { DrawerHeader } from './drawer-header';
import { ShipmentItemsPanel } from './shipment-items-panel';

const MODE_LABELS: Record<PackMode, string> = { loose: 'Loose Pack', case: 'Case Pack' };

/**
 * Why Create Ship Plan cannot run: the spec's hint for an empty selection, then the selection
 * rules the plan request will enforce (decision: shown now, so the seller can fix them before
 * plans exist), else that plans come with shipment creation.
 */
function getPlanHint(selected: readonly ShipmentItem[], mode: PackMode): string {
  if (selected.length === 0) return shipmentItemMessages.planNoSkuSelected;
  return checkShipSelection(selected, mode) ?? shipmentItemMessages.planComingSoon;
}

/**
 * The 'Create Shipments' right drawer: the SKUs chosen to ship, as cards. Rendered from the store,
 * so the SKU list only mounts it once and opens it with `openCreateShipments`. Closing asks first,
 * as it forgets the items. `draftStatus` is the page's line on the saved draft, shown in the header.
 * Memoised: the SKU list's page changes leave it (closed or open) as it is.
 */
export const CreateShipmentsDrawer = memo(function CreateShipmentsDrawer({ draftStatus }: { draftStatus?: ReactNode }) {
  const { open, mode, items, selectedIds } = useCreateShipmentsState();
  const titleId = useId();
  const [confirming, setConfirming] = useState<'close' | 'clear' | null>(null);
  const [adding, setAdding] = useState(false);
  const selected = items.filter((item) => selectedIds.has(item.product._id));

  return (
    <>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setConfirming('close')}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(1100px, 100vw)' } } }}
      >
        <DrawerHeader
          titleId={titleId}
          modeLabel={MODE_LABELS[mode]}
          itemCount={items.length}
          planHint={getPlanHint(selected, mode)}
          status={draftStatus}
          onClearAll={() => setConfirming('clear')}
          onAddSku={() => setAdding(true)}
          onClose={() => setConfirming('close')}
        />
        <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, alignContent: 'start', overflowY: 'auto', flex: 1 }}>
          {items.length > MAX_SKUS_PER_PLAN - 1 && <Alert severity="info">{shipmentItemMessages.planSizeInfo}</Alert>}
          <ShipmentItemsPanel mode={mode} items={items} selectedIds={selectedIds} />
        </Box>
      </Drawer>
      {confirming === 'close' && (
        <ConfirmDialog
          id="close-drawer-title"
          cancelLabel="Cancel"
          confirmLabel="Yes"
          pending={false}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            closeCreateShipments();
          }}
        >
          {shipmentItemMessages.closeDrawerConfirm}
        </ConfirmDialog>
      )}
      {confirming === 'clear' && (
        <ConfirmDialog
          id="clear-items-title"
          cancelLabel="Cancel"
          confirmLabel="Clear All"
          pending={false}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            setShipmentItems([]);
          }}
        >
          {shipmentItemMessages.clearAllConfirm}
        </ConfirmDialog>
      )}
      {adding && <AddSkusDialog mode={mode} items={items} onClose={() => setAdding(false)} />}
    </>
  );
});
