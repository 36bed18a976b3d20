import { useSyncExternalStore } from 'react';
import { mergeShipmentItems, type PackMode, type Product, type ShipmentItem } from '@stowline/domain';
import { deductShippedUnits } from '../lib/deduct-shipped-units';

/**
 * The 'Create Shipments' drawer's items: chosen on the SKU list (Select & Ship) or uploaded
 * (Upload & Ship). The page keeps them in the store marketplace's shipment draft on the server
 * (the shipment-drafts feature) and restores them with `restoreCreateShipments`, so a reload,
 * another tab or a worker of the account finds them. The items share one pack mode;
 * items of the other mode are replaced, as the SKU list's Loose Pack / Case Pack switch clears
 * its selection.
 *
 * Decision (the spec's `isSelected` working field): the drawer's selection lives here, by product
 * id, so it goes with the items on Clear All and on close. Items arrive selected, as the spec's
 * upload makes valid rows "selected items"; the seller unticks what is not to be planned.
 */
export interface CreateShipmentsState {
  open: boolean;
  mode: PackMode;
  items: ShipmentItem[];
  /** Product ids of the ticked cards. */
  selectedIds: ReadonlySet<string>;
}

let state: CreateShipmentsState = { open: false, mode: 'loose', items: [], selectedIds: new Set() };
const listeners = new Set<() => void>();

function setState(next: CreateShipmentsState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Keeps only the ids of items still in the list. */
function keepSelected(items: readonly ShipmentItem[], selectedIds: Iterable<string>): Set<string> {
  const present = new Set(items.map((item) => item.product._id));
  return new Set([...selectedIds].filter((id) => present.has(id)));
}

/** Adds items (SKUs already in the drawer are left out and returned) and opens the drawer. */
export function openCreateShipments(items: readonly ShipmentItem[], mode: PackMode): { skipped: string[] } {
  const sameMode = state.mode === mode;
  const current = sameMode ? state.items : [];
  const merged = mergeShipmentItems(current, items);
  const added = merged.items.slice(current.length).map((item) => item.product._id);
  const selectedIds = new Set([...(sameMode ? state.selectedIds : []), ...added]);
  setState({ open: true, mode, items: merged.items, selectedIds });
  return { skipped: merged.skipped };
}

export function setShipmentItems(items: ShipmentItem[]): void {
  setState({ ...state, items, selectedIds: keepSelected(items, state.selectedIds) });
}

/** Replaces one item (same product id): the Update Item dialog's save. */
export function updateShipmentItem(item: ShipmentItem): void {
  setShipmentItems(state.items.map((current) => (current.product._id === item.product._id ? item : current)));
}

export function removeShipmentItem(productId: string): void {
  setShipmentItems(state.items.filter((item) => item.product._id !== productId));
}

/** Puts the server's new product records (after an FBA type change) into the items that hold them. */
export function replaceShipmentProducts(products: readonly Product[]): void {
  const byId = new Map(products.map((product) => [product._id, product]));
  setShipmentItems(state.items.map((item) => ({ ...item, product: byId.get(item.product._id) ?? item.product })));
}

/** Ticks (or unticks) these cards, leaving the others as they are. */
export function setItemsSelected(productIds: readonly string[], selected: boolean): void {
  const selectedIds = new Set(state.selectedIds);
  for (const id of productIds) {
    if (selected) selectedIds.add(id);
    else selectedIds.delete(id);
  }
  setState({ ...state, selectedIds: keepSelected(state.items, selectedIds) });
}

/** Closes the drawer and forgets its items (after the close confirmation). */
export function closeCreateShipments(): void {
  setState({ open: false, mode: state.mode, items: [], selectedIds: new Set() });
}

/** Puts a saved draft's drawer back: items, ticked cards, pack mode, and open if it was. */
export function restoreCreateShipments(draft: {
  open: boolean;
  mode: PackMode;
  items: ShipmentItem[];
  selectedIds: readonly string[];
}): void {
  setState({
    open: draft.open,
    mode: draft.mode,
    items: draft.items,
    selectedIds: keepSelected(draft.items, draft.selectedIds),
  });
}

export function useCreateShipmentsState(): CreateShipmentsState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/**
 * Takes the units of created plans off the drawer's items (a SKU with nothing left leaves it),
 * reading the items as they are now, so edits made while the shipments were created are kept.
 */
export function deductCreatedPlans(
  createdPlans: readonly { Items: readonly { SellerSKU: string; Quantity: number }[] }[],
): void {
  setShipmentItems(deductShippedUnits(state.items, createdPlans, state.mode));
}
