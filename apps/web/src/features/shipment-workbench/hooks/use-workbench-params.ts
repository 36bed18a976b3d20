import { BOX_ERROR_FILTERS, ITEM_ERROR_FILTERS, type BoxErrorFilter, type ItemErrorFilter } from '@stowline/domain';
import { useCallback } from 'react';
import { useDebouncedSearchParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';
import type { BoxListFilters, ItemListFilters } from '../api/workbench-keys';

/** Spec section 9: the item search waits 500 ms; the box search does the same (ours). */
export const SEARCH_DEBOUNCE_MS = 500;

const readItemFilter = (value: string | null): ItemErrorFilter | null =>
  ITEM_ERROR_FILTERS.find((f) => f.value === value)?.value ?? null;
const readBoxFilter = (value: string | null): BoxErrorFilter | null =>
  BOX_ERROR_FILTERS.find((f) => f.value === value)?.value ?? null;

/** Both panels' searches and error filters as the address holds them (what their first pages are asked with). */
export function readPanelFilters(searchParams: URLSearchParams): { items: ItemListFilters; boxes: BoxListFilters } {
  return {
    items: {
      search: searchParams.get('itemSearch') ?? '',
      errorFilter: readItemFilter(searchParams.get('itemErrors')),
    },
    boxes: { search: searchParams.get('boxSearch') ?? '', errorFilter: readBoxFilter(searchParams.get('boxErrors')) },
  };
}

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
  const filters = readPanelFilters(searchParams);
  // One identity each, so the panels (memoised) do not draw again when the page does.
  const setItemErrorFilter = useCallback(
    (value: ItemErrorFilter | null) => update({ itemErrors: value }, { replace: true }),
    [update],
  );
  const setBoxErrorFilter = useCallback(
    (value: BoxErrorFilter | null) => update({ boxErrors: value }, { replace: true }),
    [update],
  );
  const setHistory = useCallback((value: string | null) => update({ history: value }), [update]);
  return {
    searchParams,
    update,
    itemSearchText,
    setItemSearchText,
    itemSearch: filters.items.search,
    itemErrorFilter: filters.items.errorFilter,
    setItemErrorFilter,
    boxSearchText,
    setBoxSearchText,
    boxSearch: filters.boxes.search,
    boxErrorFilter: filters.boxes.errorFilter,
    setBoxErrorFilter,
    /** 'all' for the shipment's history, a box id for one box's. */
    history: searchParams.get('history'),
    setHistory,
  };
}
