import type { PackMode, ShipSkuUploadItem, ShipmentItem } from '@stowline/domain';

/**
 * An upload's valid rows as drawer items: the file's counts, and in case pack the product's
 * default packaging rule (the first rule when none is marked default) as the box category.
 */
export function toShipmentItems(rows: readonly ShipSkuUploadItem[], mode: PackMode): ShipmentItem[] {
  return rows.map(({ product, quantity, boxCount }) => {
    const rule =
      mode === 'case' ? (product.packagingRules.find((r) => r.defaultChecked) ?? product.packagingRules[0]) : undefined;
    return { product, quantity, boxCount, categoryId: rule?.categoryBoxId ?? null };
  });
}
