import { describe, expect, it } from 'vitest';
import { FBA_TYPES, productFilterSchema, toSearchWords, type ProductFilter } from '@stowline/domain';
import { ProductSearchIndex, createSearchIndexCache, type SearchRow } from './search-index.js';

const WORDS = ['steel', 'bottle', 'yoga', 'mat', 'desk', 'lamp', 'towel', 'organizer', 'café', 'x'];

/** Deterministic rows in SKU order, with every filter value represented. */
function makeRows(count: number): SearchRow[] {
  let seed = 7;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return Array.from({ length: count }, (_, i) => {
    const sku = `sku-${String(i).padStart(5, '0')}`;
    const title = Array.from({ length: 3 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
    const type = next() < 0.2 ? null : FBA_TYPES[Math.floor(next() * FBA_TYPES.length)]!;
    return {
      id: `id-${i}`,
      searchText: `${sku} b0${i.toString(16)} x00${(i * 7).toString(36)} ${title}`.toLowerCase(),
      status: ['Active', 'Inactive', 'Incomplete'][i % 3]!,
      hasWeight: next() < 0.7,
      fbaType: type,
    };
  });
}

/** What the SQL path answers (products.repository.ts productListWhere), written plainly. */
function naive(rows: SearchRow[], filter: ProductFilter, page: { limit: number; offset: number }) {
  const words = toSearchWords(filter.search);
  const matches = rows.filter(
    (r) =>
      words.every((word) => r.searchText.includes(word)) &&
      (filter.status === 'All' || r.status === filter.status) &&
      (!filter.weight || r.hasWeight) &&
      (filter.type === 'ALL' ||
        (filter.type === 'NOT ATTACHED'
          ? r.fbaType === null || r.fbaType === 'NOT ATTACHED'
          : r.fbaType === filter.type)),
  );
  return { ids: matches.slice(page.offset, page.offset + page.limit).map((r) => r.id), total: matches.length };
}

describe('the SKU-list search index', () => {
  const rows = makeRows(3_000);

  it('answers every search, filter and page exactly as the SQL path does', async () => {
    const index = await ProductSearchIndex.build(rows, '42');
    expect(index.changeId).toBe('42');
    const terms = [
      'towel',
      'TOWEL',
      'yoga mat',
      'sku-0012',
      'b0a',
      'x',
      'ca',
      'café',
      'organizer towel',
      'towel organizer',
      'mat yoga',
      'lamp  desk steel',
      'x mat',
      'ca bottle',
      'zzz',
      'el ',
      'sku-02999',
      '00',
    ];
    for (const search of terms) {
      for (const status of ['All', 'Active', 'Incomplete'] as const) {
        for (const type of ['ALL', 'NOT ATTACHED', 'HAZMAT'] as const) {
          for (const weight of [false, true]) {
            const filter = productFilterSchema.parse({ search, status, type, weight });
            for (const page of [
              { limit: 15, offset: 0 },
              { limit: 60, offset: 30 },
              { limit: 15, offset: 5_000 },
            ]) {
              expect(index.search(filter, page), JSON.stringify({ filter, page })).toEqual(naive(rows, filter, page));
            }
          }
        }
      }
    }
  });

  it('matches the words of a search in any order', async () => {
    const index = await ProductSearchIndex.build(rows, '1');
    const search = (text: string) =>
      index.search(productFilterSchema.parse({ search: text }), { limit: 5_000, offset: 0 });
    const phrase = search('yoga mat');
    const reversed = search('mat yoga');
    expect(reversed).toEqual(search('yoga  mat'));
    expect(reversed.total).toBeGreaterThan(0);
    expect(reversed.ids).toEqual(expect.arrayContaining(phrase.ids));
    expect(search('bottle steel')).toEqual(search('steel bottle'));
  });

  it('is rebuilt when the marketplace changed, and never makes a request wait for the build', async () => {
    let loads = 0;
    const cache = createSearchIndexCache({
      maxRows: 10_000,
      load: async () => {
        loads++;
        return { rows, changeId: String(loads) };
      },
    });
    const target = { accountId: 'a', storeMarketplaceId: 'm' };
    expect(cache.current(target, '1')).toBeUndefined();
    expect(cache.current(target, '1')).toBeUndefined();
    await cache.settled();
    expect(loads).toBe(1);
    expect(cache.current(target, '1')?.size).toBe(rows.length);
    // A newer change makes the index stale: SQL answers while it is rebuilt.
    expect(cache.current(target, '2')).toBeUndefined();
    await cache.settled();
    expect(cache.current(target, '2')?.changeId).toBe('2');
  });

  it('keeps the indexes within the row budget, least recently used out first', async () => {
    const cache = createSearchIndexCache({ maxRows: 2 * rows.length, load: async () => ({ rows, changeId: '1' }) });
    const at = (id: string) => ({ accountId: 'a', storeMarketplaceId: id });
    for (const id of ['m1', 'm2']) cache.current(at(id), '1');
    await cache.settled();
    expect(cache.current(at('m1'), '1')).toBeDefined();
    cache.current(at('m3'), '1');
    await cache.settled();
    expect(cache.current(at('m1'), '1')).toBeDefined();
    expect(cache.current(at('m3'), '1')).toBeDefined();
    expect(cache.current(at('m2'), '1')).toBeUndefined();
  });

  it('reports a failed build and answers from SQL', async () => {
    const errors: unknown[] = [];
    const cache = createSearchIndexCache({
      maxRows: 10,
      load: () => Promise.reject(new Error('down')),
      onError: (e) => errors.push(e),
    });
    expect(cache.current({ accountId: 'a', storeMarketplaceId: 'm' }, '1')).toBeUndefined();
    await cache.settled();
    expect(errors).toHaveLength(1);
  });
});
