import { BOX_ERROR_FILTERS, ITEM_ERROR_FILTERS, type BoxErrorFilter, type ItemErrorFilter } from '@stowline/domain';
import { useDebouncedSearchParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';

/** Spec section 9: the item search waits 500 ms; the box search does the same (ours). */
export const SEARCH_DEBOUNCE_MS = 500;

const readItemFilter = (value: string | null): ItemErrorFilter | null =>
  ITEM_ERROR_FILTERS.find((f) => f.value === value)?.value ?? null;
const readBoxFilter = (value: string | null): BoxErrorFilter | null =>
  BOX_ERROR_FILTERS.find((f) => f.value === value)?.value ?? null;

/**
 * The workbench's state a packer would bookmark or share, in the address: the shipments and the
 * one shown, both searches, both error filters and the open history.
 */
export function useWorkbenchParams() {
  const [searchParams, update] = useUrlSearchParams();
  const [itemSearchText, setItemSearchText] = useDebouncedSearchParam(
    searchParams,
    update,
    'itemSearch',
    SEARCH_DEBOUNCE_MS,
  );
  const [boxSearchText, setBoxSearchText] = useDebouncedSearchParam(
    searchParams,
    update,
    'boxSearch',
    SEARCH_DEBOUNCE_MS,
  );
  return {
    searchParams,
    update,
    itemSearchText,
    setItemSearchText,
    itemSearch: searchParams.get('itemSearch') ?? '',
    itemErrorFilter: readItemFilter(searchParams.get('itemErrors')),
    setItemErrorFilter: (value: ItemErrorFilter | null) => update({ itemErrors: value }, { replace: true }),
    boxSearchText,
    setBoxSearchText,
    boxSearch: searchParams.get('boxSearch') ?? '',
    boxErrorFilter: readBoxFilter(searchParams.get('boxErrors')),
    setBoxErrorFilter: (value: BoxErrorFilter | null) => update({ boxErrors: value }, { replace: true }),
    /** 'all' for the shipment's history, a box id for one box's. */
    history: searchParams.get('history'),
    setHistory: (value: string | null) => update({ history: value }),
  };
}
