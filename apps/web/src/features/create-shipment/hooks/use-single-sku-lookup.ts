import { ASIN_LOOKUP_DEBOUNCE_MS, ASIN_MIN_LENGTH, type Product } from '@stowline/domain';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import type { SkuLookupKey } from '../api/create-shipment-keys';
import { useSkuLookup } from '../api/use-sku-lookup';

export type SingleLookupStatus = 'idle' | 'waiting' | 'tooShort' | 'searching' | 'failed' | 'notFound' | 'found';

export interface SingleSkuLookup {
  status: SingleLookupStatus;
  products: Product[];
}

/**
 * The Single tab's look-up: 2000 ms after typing stops (spec section 9), by ASIN only from 10
 * characters. Decision: a SKU look-up waits as long, so both keys behave alike and a half-typed
 * SKU is never looked up.
 */
export function useSingleSkuLookup(key: SkuLookupKey, value: string): SingleSkuLookup {
  const term = value.trim();
  const debounced = useDebouncedValue(term, ASIN_LOOKUP_DEBOUNCE_MS);
  const isLongEnough = (text: string) => (key === 'asin' ? text.length >= ASIN_MIN_LENGTH : text.length > 0);
  const query = useSkuLookup(key, debounced, isLongEnough(debounced));

  const status: SingleLookupStatus = (() => {
    if (term === '') return 'idle';
    if (debounced !== term) return 'waiting';
    if (!isLongEnough(term)) return 'tooShort';
    if (query.isPending) return 'searching';
    if (query.isError) return 'failed';
    return query.data.length === 0 ? 'notFound' : 'found';
  })();
  return { status, products: status === 'found' ? (query.data ?? []) : [] };
}
