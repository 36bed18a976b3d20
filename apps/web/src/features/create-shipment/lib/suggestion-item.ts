import { newShipmentItem, type PackMode, type Product, type ShipmentItem } from '@stowline/domain';

/**
 * A suggested SKU as a drawer item sending the suggested units: the quantity in loose pack; in case
 * pack the default packaging rule's box with enough boxes to hold them (the seller sets a rule
 * first when the SKU has none, as for any case-pack item).
 */
export function toSuggestedItem(product: Product, suggestedQuantity: number, mode: PackMode): ShipmentItem {
  const item = newShipmentItem(product, mode);
  if (mode === 'loose') return { ...item, quantity: suggestedQuantity };
  return item.quantity ? { ...item, boxCount: Math.max(1, Math.ceil(suggestedQuantity / item.quantity)) } : item;
}
