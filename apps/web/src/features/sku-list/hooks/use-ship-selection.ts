import { useCallback, useState } from 'react';
import { newShipmentItem, type PackMode, type Product, type ShipmentItem } from '@stowline/domain';

export type ShipSelection = ReadonlyMap<string, ShipmentItem>;
/** The fields a row edits: units (or units in a box), boxes and the packaging rule. */
export type ShipItemChange = Partial<Pick<ShipmentItem, 'quantity' | 'boxCount' | 'categoryId'>>;

/**
 * Applies a row's edit to its item (a new item when the row was not selected yet). Choosing a
 * packaging rule fills in that rule's units per box, as the default rule does for a new item.
 */
export function changeShipmentItem(item: ShipmentItem, change: ShipItemChange): ShipmentItem {
  const next = { ...item, ...change };
  if (change.categoryId !== undefined && change.quantity === undefined) {
    const rule = item.product.packagingRules.find((r) => r.categoryBoxId === change.categoryId);
    if (rule) next.quantity = rule.quantity;
  }
  return next;
}

/**
 * The item with a fresher copy of its product (a rule or FBA type changed). Decision (the spec
 * is silent): when the chosen rule is gone the item falls back to the default rule and its
 * units; when the chosen rule's units changed and the seller had kept the rule's units, they follow.
 */
export function refreshShipmentItem(item: ShipmentItem, product: Product, mode: PackMode): ShipmentItem {
  if (mode === 'loose' || item.categoryId === null) {
    if (mode === 'case' && product.packagingRules.length > 0) {
      const fresh = newShipmentItem(product, mode);
      return { ...item, product, categoryId: fresh.categoryId, quantity: item.quantity ?? fresh.quantity };
    }
    return { ...item, product };
  }
  const oldRule = item.product.packagingRules.find((r) => r.categoryBoxId === item.categoryId);
  const newRule = product.packagingRules.find((r) => r.categoryBoxId === item.categoryId);
  if (!newRule) {
    const fresh = newShipmentItem(product, mode);
    return { ...item, product, categoryId: fresh.categoryId, quantity: fresh.quantity ?? item.quantity };
  }
  const keptRuleUnits = oldRule !== undefined && item.quantity === oldRule.quantity;
  return { ...item, product, quantity: keptRuleUnits ? newRule.quantity : item.quantity };
}

/**
 * The SKU list's selection for shipping: one item per product id, kept across pages and filter
 * changes (page state, not the URL: it is work in progress, not a view to bookmark; the page keeps
 * it in the shipment draft on the server and puts it back with `restore`). Changing the pack mode
 * clears it (spec section 2); the page asks first.
 */
export function useShipSelection() {
  const [mode, setModeState] = useState<PackMode>('loose');
  const [items, setItems] = useState<ShipSelection>(() => new Map());

  const setMode = useCallback((next: PackMode) => {
    setModeState(next);
    setItems(new Map());
  }, []);

  const setSelected = useCallback(
    (products: readonly Product[], selected: boolean) =>
      setItems((current) => {
        const next = new Map(current);
        for (const product of products) {
          if (!selected) next.delete(product._id);
          else if (!next.has(product._id)) next.set(product._id, newShipmentItem(product, mode));
        }
        return next;
      }),
    [mode],
  );

  /** Typing a quantity or box count (or choosing a rule) selects the row. */
  const change = useCallback(
    (product: Product, itemChange: ShipItemChange) =>
      setItems((current) =>
        new Map(current).set(
          product._id,
          changeShipmentItem(current.get(product._id) ?? newShipmentItem(product, mode), itemChange),
        ),
      ),
    [mode],
  );

  /** One change for many rows (the apply bar over every SKU that matches), in one update. */
  const changeMany = useCallback(
    (products: readonly Product[], itemChange: ShipItemChange) =>
      setItems((current) => {
        const next = new Map(current);
        for (const product of products)
          next.set(
            product._id,
            changeShipmentItem(current.get(product._id) ?? newShipmentItem(product, mode), itemChange),
          );
        return next;
      }),
    [mode],
  );

  /** Selected items take the fresher copies of their products; the map stays the same when nothing changed. */
  const refreshProducts = useCallback(
    (products: readonly Product[]) =>
      setItems((current) => {
        let next: Map<string, ShipmentItem> | null = null;
        for (const product of products) {
          const item = current.get(product._id);
          if (!item || item.product === product) continue;
          next ??= new Map(current);
          next.set(product._id, refreshShipmentItem(item, product, mode));
        }
        return next ?? current;
      }),
    [mode],
  );

  const clear = useCallback(() => setItems(new Map()), []);

  /** A saved draft's selection: its pack mode and items, replacing what is here. */
  const restore = useCallback((nextMode: PackMode, restored: readonly ShipmentItem[]) => {
    setModeState(nextMode);
    setItems(new Map(restored.map((item) => [item.product._id, item])));
  }, []);

  return { mode, items, setMode, setSelected, change, changeMany, refreshProducts, clear, restore };
}
