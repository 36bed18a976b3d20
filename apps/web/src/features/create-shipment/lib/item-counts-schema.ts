import { z } from 'zod';
import { MAX_UNITS_PER_BOX, shipmentItemMessages, type PackMode } from '@stowline/domain';

/** The counts of one item as Update Item and the Single tab edit them ('' = no packaging rule). */
export interface ItemCounts {
  quantity: number;
  boxCount: number | null;
  categoryId: string;
}

const count = z
  .number({ error: shipmentItemMessages.incorrectQuantity })
  .int(shipmentItemMessages.incorrectQuantity)
  .positive(shipmentItemMessages.incorrectQuantity);

/**
 * The spec's item rules (section 5, 'Add single SKU' and Update Quantity): a whole quantity above 0,
 * at most 150 in a box in case pack, and a box count above 0 in case pack. Decision: a bad box count
 * also reads 'Incorrect Quantity' on its field, the spec's one inline text for counts.
 */
export function createItemCountsSchema(mode: PackMode): z.ZodType<ItemCounts, ItemCounts> {
  return z.object({
    quantity: mode === 'case' ? count.max(MAX_UNITS_PER_BOX, shipmentItemMessages.incorrectQuantity) : count,
    boxCount: mode === 'case' ? count : z.null(),
    categoryId: z.string(),
  });
}
