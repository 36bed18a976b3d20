import { SEARCH_INDEX_MIN_LENGTH, toSearchWords, type ProductFilter } from '@stowline/domain';

/**
 * An in-memory trigram index of one store marketplace's SKU list, for the searched page.
 *
 * Why: a search of 100,000 SKUs for a common word matches thousands of rows, and the footer needs
 * their exact number. PostgreSQL's trigram index finds them, but must then recheck and count
 * every match in the table, which costs tens of milliseconds a request. Here the posting lists
 * are intersected in memory, the few candidates left are checked against their text, and the
 * page's ids and the total come out in about a millisecond; the page's rows are then read by id.
 *
 * Rows are held in SKU order, so the first matches are the page. The index answers only for the
 * database state it was built from: the caller compares its `changeId` with the marketplace's
 * latest product change (a trigger records every write, see migration 0008) before using it.
 */
export interface SearchRow {
  id: string;
  searchText: string;
  status: string;
  hasWeight: boolean;
  fbaType: string | null;
}

const NO_TYPE = 'NOT ATTACHED';
/** Rows indexed between two yields to the event loop while building, so requests keep flowing. */
const BUILD_SLICE = 2_000;

/** The distinct trigrams of a text, each as one number (three UTF-16 code units). */
function trigramsOf(text: string): Set<number> {
  const grams = new Set<number>();
  for (let i = 0; i + 3 <= text.length; i++) {
    grams.add(text.charCodeAt(i) * 0x1_0000_0000 + text.charCodeAt(i + 1) * 0x1_0000 + text.charCodeAt(i + 2));
  }
  return grams;
}

/** The first position in `list` from `from` on whose value is at least `value` (galloping, then binary search). */
function seek(list: Uint32Array, value: number, from: number): number {
  let step = 1;
  let high = from;
  while (high < list.length && list[high]! < value) {
    from = high + 1;
    high += step;
    step *= 2;
  }
  high = Math.min(high, list.length);
  while (from < high) {
    const middle = (from + high) >>> 1;
    if (list[middle]! < value) from = middle + 1;
    else high = middle;
  }
  return from;
}

/**
 * The row positions in both ascending lists (`small` no longer than `large`): a merge when their
 * lengths are alike, else `small` is walked and `large` skipped through.
 */
function intersect(small: Uint32Array, large: Uint32Array): Uint32Array {
  const out = new Uint32Array(small.length);
  let n = 0;
  if (large.length < small.length * 16) {
    for (let i = 0, j = 0; i < small.length && j < large.length;) {
      const a = small[i]!;
      const b = large[j]!;
      if (a < b) i++;
      else if (a > b) j++;
      else {
        out[n++] = a;
        i++;
        j++;
      }
    }
    return out.subarray(0, n);
  }
  let at = 0;
  for (let i = 0; i < small.length && at < large.length; i++) {
    at = seek(large, small[i]!, at);
    if (large[at] === small[i]) out[n++] = small[i]!;
  }
  return out.subarray(0, n);
}

const containsAll = (text: string, words: readonly string[]) => words.every((word) => text.includes(word));

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Small numbers for the few distinct values of a column (status, FBA type), so filters compare integers. */
class Codes {
  private readonly codes = new Map<string, number>();
  of(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) this.codes.set(value, (code = this.codes.size));
    return code;
  }
  /** The code of a value no row has is -1. */
  find(value: string): number {
    return this.codes.get(value) ?? -1;
  }
}

export class ProductSearchIndex {
  readonly size: number;
  private readonly ids: string[];
  private readonly texts: string[];
  private readonly statusCodes = new Codes();
  private readonly typeCodes = new Codes();
  private readonly statuses: Uint8Array;
  private readonly types: Uint8Array;
  private readonly hasWeight: Uint8Array;

  private constructor(
    rows: readonly SearchRow[],
    readonly changeId: string,
    private readonly postings: Map<number, Uint32Array>,
  ) {
    this.size = rows.length;
    this.ids = rows.map((r) => r.id);
    this.texts = rows.map((r) => r.searchText);
    this.statuses = Uint8Array.from(rows, (r) => this.statusCodes.of(r.status));
    this.types = Uint8Array.from(rows, (r) => this.typeCodes.of(r.fbaType ?? NO_TYPE));
    this.hasWeight = Uint8Array.from(rows, (r) => (r.hasWeight ? 1 : 0));
  }

  /**
   * Indexes `rows`, given in the list's order (SKU); `changeId` is the marketplace's latest product
   * change they include. Yields to the event loop every few thousand rows.
   */
  static async build(rows: readonly SearchRow[], changeId: string): Promise<ProductSearchIndex> {
    const lists = new Map<number, number[]>();
    for (let index = 0; index < rows.length; index++) {
      if (index > 0 && index % BUILD_SLICE === 0) await yieldToEventLoop();
      for (const gram of trigramsOf(rows[index]!.searchText)) {
        let list = lists.get(gram);
        if (!list) lists.set(gram, (list = []));
        list.push(index);
      }
    }
    const postings = new Map<number, Uint32Array>();
    for (const [gram, list] of lists) postings.set(gram, Uint32Array.from(list));
    return new ProductSearchIndex(rows, changeId, postings);
  }

  /**
   * Row positions that may contain every word: the intersection of the trigram lists of the words
   * long enough to have trigrams (never a trigram across two words), or every row when none is.
   */
  private candidates(words: readonly string[]): Uint32Array | null {
    const lists: Uint32Array[] = [];
    for (const word of words) {
      if (word.length < SEARCH_INDEX_MIN_LENGTH) continue;
      for (const gram of trigramsOf(word)) {
        const list = this.postings.get(gram);
        if (!list) return new Uint32Array(0);
        lists.push(list);
      }
    }
    if (lists.length === 0) return null;
    lists.sort((a, b) => a.length - b.length);
    return lists.reduce((acc, list) => (acc.length === 0 ? acc : intersect(acc, list)));
  }

  /** The page's ids (in SKU order) and the number of matches, as the SQL path answers them. */
  search(filter: ProductFilter, page: { limit: number; offset: number }): { ids: string[]; total: number } {
    const words = toSearchWords(filter.search);
    const status = filter.status === 'All' ? -2 : this.statusCodes.find(filter.status);
    const type = filter.type === 'ALL' ? -2 : this.typeCodes.find(filter.type);
    const ids: string[] = [];
    let total = 0;
    if (status === -1 || type === -1) return { ids, total };
    // One word of three characters is one trigram: its list holds exactly the rows that contain it.
    const exact = words.length === 1 && words[0]!.length === 3;
    const candidates = this.candidates(words);
    const count = candidates ? candidates.length : this.size;
    for (let k = 0; k < count; k++) {
      const index = candidates ? candidates[k]! : k;
      if (status !== -2 && this.statuses[index] !== status) continue;
      if (type !== -2 && this.types[index] !== type) continue;
      if (filter.weight && !this.hasWeight[index]) continue;
      if (!exact && !containsAll(this.texts[index]!, words)) continue;
      if (total >= page.offset && ids.length < page.limit) ids.push(this.ids[index]!);
      total++;
    }
    return { ids, total };
  }
}

/**
 * The indexes of the marketplaces searched lately, within a budget of rows (least recently used
 * out first). A stale or missing index is built in the background while the SQL path answers, so
 * no request waits for a build and a marketplace being synced is simply served by SQL.
 */
export interface SearchTarget {
  accountId: string;
  storeMarketplaceId: string;
}

export function createSearchIndexCache(options: {
  maxRows: number;
  /** Reads the marketplace's rows in SKU order with the change id they include, in one snapshot. */
  load: (target: SearchTarget) => Promise<{ rows: SearchRow[]; changeId: string }>;
  onError?: (error: unknown) => void;
}) {
  const indexes = new Map<string, ProductSearchIndex>();
  const building = new Map<string, Promise<void>>();

  function evict(): void {
    let rows = 0;
    for (const index of indexes.values()) rows += index.size;
    for (const [key, index] of indexes) {
      if (rows <= options.maxRows) break;
      indexes.delete(key);
      rows -= index.size;
    }
  }

  function build(target: SearchTarget): Promise<void> {
    const { storeMarketplaceId } = target;
    const running = building.get(storeMarketplaceId);
    if (running) return running;
    const promise = options
      .load(target)
      .then(async ({ rows, changeId }) => {
        if (rows.length > options.maxRows) return;
        const index = await ProductSearchIndex.build(rows, changeId);
        indexes.delete(storeMarketplaceId);
        indexes.set(storeMarketplaceId, index);
        evict();
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => building.delete(storeMarketplaceId));
    building.set(storeMarketplaceId, promise);
    return promise;
  }

  return {
    /** The index when it is current (its change id is the marketplace's latest); otherwise starts a build and answers undefined. */
    current(target: SearchTarget, changeId: string): ProductSearchIndex | undefined {
      const { storeMarketplaceId } = target;
      const index = indexes.get(storeMarketplaceId);
      if (index && index.changeId === changeId) {
        // Most recently used last.
        indexes.delete(storeMarketplaceId);
        indexes.set(storeMarketplaceId, index);
        return index;
      }
      void build(target);
      return undefined;
    },
    /** Resolves when the builds under way end (tests and the benchmark wait for the index). */
    async settled(): Promise<void> {
      await Promise.all(building.values());
    },
  };
}
export type SearchIndexCache = ReturnType<typeof createSearchIndexCache>;
