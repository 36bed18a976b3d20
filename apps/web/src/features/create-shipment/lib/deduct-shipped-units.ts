import { deductCreatedQuantities, unitsToShip, type PackMode, type ShipmentItem } from '@stowline/domain';

/**
 * The drawer's items once shipments are created (spec section 4, the domain's
 * `deductCreatedQuantities`): each created plan's units come off its SKU, and a SKU with 0 or
 * fewer units left leaves the drawer. In case pack the units left are counted in whole boxes of
 * the item's units per box (decision: a partly sent box counts as sent, as a case cannot be split),
 * so a SKU with less than a box left leaves too.
 */
export function deductShippedUnits(
  items: readonly ShipmentItem[],
  createdPlans: readonly { Items: readonly { SellerSKU: string; Quantity: number }[] }[],
  mode: PackMode,
): ShipmentItem[] {
  const units = items.map((item) => ({ item, sellerSku: item.product.sellerSku, quantity: unitsToShip(item, mode) }));
  return deductCreatedQuantities(units, createdPlans).flatMap(({ item, quantity: left }): ShipmentItem[] => {
    if (mode === 'loose') return [{ ...item, quantity: left }];
    const boxes = Math.floor(left / (item.quantity ?? 1));
    return boxes > 0 ? [{ ...item, boxCount: boxes }] : [];
  });
}
