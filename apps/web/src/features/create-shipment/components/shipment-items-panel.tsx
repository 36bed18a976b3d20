import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  SHIPMENT_ITEMS_FILE_NAME,
  errorBucketMessages,
  planItemMessages,
  refusalOf,
  selectErrorItems,
  selectRefusedItems,
  toSafeCsv,
  toShipmentItemRows,
  type FbaType,
  type PackMode,
  type Refusals,
  type ShipmentItem,
} from '@stowline/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadText } from '../../../lib/download';
import { useItemCardsView } from '../hooks/use-item-cards-view';
import { ItemCardsGrid } from './item-cards-grid';
import { ItemCardsPager } from './item-cards-pager';
import { ItemFilters } from './item-filters';
import { ItemSelectionBar } from './item-selection-bar';
import { RefusalsBanner } from './refusals-banner';
import { ReviseFbaTypeDialog } from './revise-fba-type-dialog';
import { UpdateItemDialog } from './update-item-dialog';

interface ShipmentItemsPanelProps {
  mode: PackMode;
  items: ShipmentItem[];
  selectedIds: ReadonlySet<string>;
  /** The time the cards are judged at (expiry dates). */
  now: Date;
  /** Amazon's refusals in the drawer's plan request, by SKU. */
  refusals: Refusals;
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
 * asking, as it changes the catalogue's FBA type. The cards Amazon refused in the drawer's plan
 * request count as errors; a banner names how many and moves them all at once. Cards moved to the
 * bucket are unticked (ERRORED cannot be planned), so Create Ship Plan goes on with the rest.
 */
export function ShipmentItemsPanel(props: ShipmentItemsPanelProps) {
  const { mode, items, selectedIds, now, refusals, onSelectedChange, fbaTypePending, onUpdateFbaType } = props;
  const view = useItemCardsView(items, mode, now, refusals);
  const [editing, setEditing] = useState<ShipmentItem | null>(null);
  const [revising, setRevising] = useState(false);
  // Move to Error Bucket: the ticked error cards, or every card Amazon refused.
  const [bucketing, setBucketing] = useState<'selected' | 'refused' | null>(null);
  const errorBucketItems = selectErrorItems(items, selectedIds, mode, now, refusals);
  const refusedItems = selectRefusedItems(items, refusals);
  const refusedCount = items.filter((item) => refusalOf(item, refusals) !== undefined).length;
  const bucketed = bucketing === 'refused' ? refusedItems : errorBucketItems;
  const countSelected = (list: readonly ShipmentItem[]) =>
    list.filter((item) => selectedIds.has(item.product._id)).length;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {refusedCount > 0 && (
        <RefusalsBanner
          refusedCount={refusedCount}
          movableCount={refusedItems.length}
          pending={fbaTypePending}
          showingErrors={view.show === 'errors'}
          onShowErrors={() => view.setShow('errors')}
          onMoveToErrorBucket={() => setBucketing('refused')}
        />
      )}
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
        onMoveToErrorBucket={() => setBucketing('selected')}
        onReviseFbaType={() => setRevising(true)}
        onExport={() => downloadText(SHIPMENT_ITEMS_FILE_NAME, toSafeCsv(toShipmentItemRows(items, mode)))}
      />
      <ItemCardsGrid
        items={view.pageItems}
        mode={mode}
        selectedIds={selectedIds}
        now={now}
        refusals={refusals}
        onSelectedChange={(item, selected) => onSelectedChange([item.product._id], selected)}
        onExpirationChange={(item, expiration) => props.onUpdateItem({ ...item, expiration })}
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
          onCancel={() => setBucketing(null)}
          onConfirm={() =>
            onUpdateFbaType(idsOf(bucketed), 'ERRORED', () => {
              onSelectedChange(idsOf(bucketed), false);
              setBucketing(null);
            })
          }
        >
          {bucketing === 'refused'
            ? planItemMessages.moveRefusedConfirm(bucketed.length)
            : errorBucketMessages.confirm(bucketed.length)}
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
