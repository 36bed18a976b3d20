import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  SHIPMENT_ITEMS_FILE_NAME,
  errorBucketMessages,
  selectErrorBucketItems,
  toSafeCsv,
  toShipmentItemRows,
  type PackMode,
  type ShipmentItem,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadText } from '../../../lib/download';
import { useBulkUpdateFbaType } from '../api/use-bulk-update-fba-type';
import { useItemCardsView } from '../hooks/use-item-cards-view';
import { removeShipmentItem, setItemsSelected, updateShipmentItem } from '../state/create-shipments-store';
import { ItemCardsGrid } from './item-cards-grid';
import { ItemCardsPager } from './item-cards-pager';
import { ItemFilters } from './item-filters';
import { ItemSelectionBar } from './item-selection-bar';
import { ReviseFbaTypeDialog } from './revise-fba-type-dialog';
import { UpdateItemDialog } from './update-item-dialog';

interface ShipmentItemsPanelProps {
  mode: PackMode;
  items: ShipmentItem[];
  selectedIds: ReadonlySet<string>;
}

const idsOf = (items: readonly ShipmentItem[]) => items.map((item) => item.product._id);

/**
 * The drawer's item cards: filters, selection, bulk actions, one page of cards and its footer.
 * Decisions: select-all and select-page act on what the filters show; the actions act on every
 * ticked item (the count says how many), shown or not; Export saves the whole list. Move to Error
 * Bucket acts on the ticked items that have an error (the spec's "selected error SKUs"), after
 * asking, as it changes the catalogue's FBA type.
 */
export function ShipmentItemsPanel({ mode, items, selectedIds }: ShipmentItemsPanelProps) {
  const view = useItemCardsView(items, mode);
  const bulkUpdate = useBulkUpdateFbaType();
  const [editing, setEditing] = useState<ShipmentItem | null>(null);
  const [revising, setRevising] = useState(false);
  const [bucketing, setBucketing] = useState(false);
  const errorBucketItems = selectErrorBucketItems(items, selectedIds, mode);
  const countSelected = (list: readonly ShipmentItem[]) =>
    list.filter((item) => selectedIds.has(item.product._id)).length;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemFilters view={view} />
      <ItemSelectionBar
        all={{ selected: countSelected(view.visible), total: view.visible.length }}
        page={{ selected: countSelected(view.pageItems), total: view.pageItems.length }}
        selectedCount={selectedIds.size}
        itemCount={items.length}
        pending={bulkUpdate.isPending}
        onSelectAll={(selected) => setItemsSelected(idsOf(view.visible), selected)}
        onSelectPage={(selected) => setItemsSelected(idsOf(view.pageItems), selected)}
        errorBucketCount={errorBucketItems.length}
        onMoveToErrorBucket={() => setBucketing(true)}
        onReviseFbaType={() => setRevising(true)}
        onExport={() => downloadText(SHIPMENT_ITEMS_FILE_NAME, toSafeCsv(toShipmentItemRows(items, mode)))}
      />
      <ItemCardsGrid
        items={view.pageItems}
        mode={mode}
        selectedIds={selectedIds}
        onSelectedChange={(item, selected) => setItemsSelected([item.product._id], selected)}
        onEdit={setEditing}
        onRemove={(item) => removeShipmentItem(item.product._id)}
      />
      <ItemCardsPager page={view.page} total={view.visible.length} onPageChange={view.setPage} />
      {editing && (
        <UpdateItemDialog
          item={editing}
          mode={mode}
          onSave={(item) => {
            updateShipmentItem(item);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {bucketing && (
        <ConfirmDialog
          id="error-bucket-title"
          cancelLabel="Cancel"
          confirmLabel="Move"
          pending={bulkUpdate.isPending}
          onCancel={() => setBucketing(false)}
          onConfirm={() =>
            bulkUpdate.mutate(
              { productIds: idsOf(errorBucketItems), fbaType: 'ERRORED' },
              { onSuccess: () => setBucketing(false) },
            )
          }
        >
          {errorBucketMessages.confirm(errorBucketItems.length)}
        </ConfirmDialog>
      )}
      {revising && (
        <ReviseFbaTypeDialog
          itemCount={items.length}
          selectedCount={selectedIds.size}
          pending={bulkUpdate.isPending}
          onSubmit={({ level, fbaType }) =>
            bulkUpdate.mutate(
              { productIds: level === 'shipment' ? idsOf(items) : [...selectedIds], fbaType },
              { onSuccess: () => setRevising(false) },
            )
          }
          onClose={() => setRevising(false)}
        />
      )}
    </Box>
  );
}
