import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  SHIPMENT_ITEMS_FILE_NAME,
  errorBucketMessages,
  selectErrorBucketItems,
  toSafeCsv,
  toShipmentItemRows,
  type FbaType,
  type PackMode,
  type ShipmentItem,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadText } from '../../../lib/download';
import { useItemCardsView } from '../hooks/use-item-cards-view';
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
  onSelectedChange: (productIds: string[], selected: boolean) => void;
  onUpdateItem: (item: ShipmentItem) => void;
  onRemoveItem: (item: ShipmentItem) => void;
  /** A change of the catalogue's FBA type runs. */
  fbaTypePending: boolean;
  /** Sets the FBA type of the products in the catalogue; `onDone` once it is saved. */
  onUpdateFbaType: (productIds: string[], fbaType: FbaType, onDone: () => void) => void;
}

const idsOf = (items: readonly ShipmentItem[]) => items.map((item) => item.product._id);

/**
 * The drawer's item cards: filters, selection, bulk actions, one page of cards and its footer.
 * Decisions: select-all and select-page act on what the filters show; the actions act on every
 * ticked item (the count says how many), shown or not; Export saves the whole list. Move to Error
 * Bucket acts on the ticked items that have an error (the spec's "selected error SKUs"), after
 * asking, as it changes the catalogue's FBA type.
 */
export function ShipmentItemsPanel(props: ShipmentItemsPanelProps) {
  const { mode, items, selectedIds, onSelectedChange, fbaTypePending, onUpdateFbaType } = props;
  const view = useItemCardsView(items, mode);
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
        pending={fbaTypePending}
        onSelectAll={(selected) => onSelectedChange(idsOf(view.visible), selected)}
        onSelectPage={(selected) => onSelectedChange(idsOf(view.pageItems), selected)}
        errorBucketCount={errorBucketItems.length}
        onMoveToErrorBucket={() => setBucketing(true)}
        onReviseFbaType={() => setRevising(true)}
        onExport={() => downloadText(SHIPMENT_ITEMS_FILE_NAME, toSafeCsv(toShipmentItemRows(items, mode)))}
      />
      <ItemCardsGrid
        items={view.pageItems}
        mode={mode}
        selectedIds={selectedIds}
        onSelectedChange={(item, selected) => onSelectedChange([item.product._id], selected)}
        onEdit={setEditing}
        onRemove={props.onRemoveItem}
      />
      <ItemCardsPager page={view.page} total={view.visible.length} onPageChange={view.setPage} />
      {editing && (
        <UpdateItemDialog
          item={editing}
          mode={mode}
          onSave={(item) => {
            props.onUpdateItem(item);
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
          pending={fbaTypePending}
          onCancel={() => setBucketing(false)}
          onConfirm={() => onUpdateFbaType(idsOf(errorBucketItems), 'ERRORED', () => setBucketing(false))}
        >
          {errorBucketMessages.confirm(errorBucketItems.length)}
        </ConfirmDialog>
      )}
      {revising && (
        <ReviseFbaTypeDialog
          itemCount={items.length}
          selectedCount={selectedIds.size}
          pending={fbaTypePending}
          onSubmit={({ level, fbaType }) =>
            onUpdateFbaType(level === 'shipment' ? idsOf(items) : [...selectedIds], fbaType, () => setRevising(false))
          }
          onClose={() => setRevising(false)}
        />
      )}
    </Box>
  );
}
