import { describe, expect, it } from 'vitest';
import type { Product } from './products.js';
import {
  MAX_DRAFT_ITEMS,
  draftMessages,
  isDraftEmpty,
  isDraftWithinLimits,
  saveDraftBodySchema,
  toDraftContent,
  toDraftItem,
} from './shipment-drafts.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const product = (n: number) => ({ _id: id(n) }) as Product;
const item = (
  n: number,
  quantity: number | null,
  boxCount: number | null = null,
  categoryId: string | null = null,
) => ({
  product: product(n),
  quantity,
  boxCount,
  categoryId,
});

describe('shipment drafts', () => {
  it('keep counts within the rules and drop the rest as none, as the card shows them invalid anyway', () => {
    expect(toDraftItem(item(1, 5), 'loose')).toEqual({
      productId: id(1),
      quantity: 5,
      boxCount: null,
      categoryId: null,
    });
    expect(toDraftItem(item(1, 0, 2.5), 'loose')).toMatchObject({ quantity: null, boxCount: null });
    expect(toDraftItem(item(1, 151, 3, id(9)), 'case')).toEqual({
      productId: id(1),
      quantity: null,
      boxCount: 3,
      categoryId: id(9),
    });
    expect(toDraftItem(item(1, 151), 'loose').quantity).toBe(151);
    expect(toDraftItem(item(1, 2 ** 31), 'loose').quantity).toBeNull();
  });

  it('keep the expiry date typed on a card, and refuse one that is no calendar date', () => {
    const dated = { ...item(1, 5), expiration: '2031-02-28' };
    expect(toDraftItem(dated, 'loose')).toEqual({
      productId: id(1),
      quantity: 5,
      boxCount: null,
      categoryId: null,
      expiration: '2031-02-28',
    });
    expect(toDraftItem({ ...item(1, 5), expiration: null }, 'loose')).not.toHaveProperty('expiration');
    const save = (expiration: unknown) =>
      saveDraftBodySchema.safeParse({
        version: 0,
        drawer: {
          open: true,
          mode: 'loose',
          items: [{ ...toDraftItem(item(1, 5), 'loose'), expiration }],
          selectedIds: [],
        },
        selection: { mode: 'loose', items: [] },
      });
    expect(save('2031-02-28').success).toBe(true);
    expect(save(null).success).toBe(true);
    expect(save('2031-02-30').success).toBe(false);
  });

  it('turn the drawer and the selection into one draft that the save schema accepts', () => {
    const content = toDraftContent(
      { open: true, mode: 'case', items: [item(1, 10, 2), item(2, null)], selectedIds: new Set([id(2)]) },
      { mode: 'loose', items: new Map([[id(3), item(3, 4)]]).values() },
    );
    expect(content).toEqual({
      drawer: {
        open: true,
        mode: 'case',
        items: [
          { productId: id(1), quantity: 10, boxCount: 2, categoryId: null },
          { productId: id(2), quantity: null, boxCount: null, categoryId: null },
        ],
        selectedIds: [id(2)],
      },
      selection: { mode: 'loose', items: [{ productId: id(3), quantity: 4, boxCount: null, categoryId: null }] },
    });
    expect(saveDraftBodySchema.safeParse({ version: 3, ...content }).success).toBe(true);
    expect(isDraftEmpty(content)).toBe(false);
  });

  it('are empty with no items in either list, whatever the modes', () => {
    const content = toDraftContent(
      { open: true, mode: 'case', items: [], selectedIds: [] },
      { mode: 'case', items: [] },
    );
    expect(isDraftEmpty(content)).toBe(true);
  });

  it(`hold at most ${MAX_DRAFT_ITEMS} items in each list`, () => {
    const many = (count: number) => Array.from({ length: count }, (_, n) => item(n + 1, 1));
    const within = toDraftContent(
      { open: true, mode: 'loose', items: many(MAX_DRAFT_ITEMS), selectedIds: [] },
      { mode: 'loose', items: many(MAX_DRAFT_ITEMS) },
    );
    expect(isDraftWithinLimits(within)).toBe(true);
    const over = toDraftContent(
      { open: true, mode: 'loose', items: many(MAX_DRAFT_ITEMS + 1), selectedIds: [] },
      { mode: 'loose', items: [] },
    );
    expect(isDraftWithinLimits(over)).toBe(false);
    const parsed = saveDraftBodySchema.safeParse({ version: 0, ...over });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(draftMessages.tooManyItems);
  });

  it('ask before a pack-mode switch with what it clears', () => {
    expect(draftMessages.switchPackMode('case', 1)).toBe(
      'Switching to Case Pack clears the selected SKU and the quantities typed for it.',
    );
    expect(draftMessages.switchPackMode('loose', 3)).toBe(
      'Switching to Loose Pack clears the 3 selected SKUs and the quantities typed for them.',
    );
  });
});
