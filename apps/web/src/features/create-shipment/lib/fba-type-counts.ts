import { FBA_TYPES, type ShipmentItem } from '@stowline/domain';

/** A product without a type reads as the marketplace's word for it. */
export const NO_FBA_TYPE = 'NOT ATTACHED';

export const fbaTypeOf = (item: ShipmentItem): string => item.product.fbaType ?? NO_FBA_TYPE;

/** How many items have each FBA type present, in the spec's order of types (unknown types last). */
export function countFbaTypes(items: readonly ShipmentItem[]): { type: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(fbaTypeOf(item), (counts.get(fbaTypeOf(item)) ?? 0) + 1);
  const order = (type: string) => {
    const index = (FBA_TYPES as readonly string[]).indexOf(type);
    return index === -1 ? FBA_TYPES.length : index;
  };
  return [...counts]
    .map(([type, n]) => ({ type, count: n }))
    .sort((a, b) => order(a.type) - order(b.type) || a.type.localeCompare(b.type));
}
