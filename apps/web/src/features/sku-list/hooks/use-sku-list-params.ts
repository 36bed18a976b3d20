import { useCallback, useMemo } from 'react';
import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  FBA_TYPES,
  PRODUCT_PAGE_SIZES,
  PRODUCT_STATUSES,
  SEARCH_DEBOUNCE_MS,
  type ProductFilter,
} from '@stowline/domain';
import { readPageParam, useDebouncedSearchParam, useUrlSearchParams } from '../../../lib/use-debounced-search-param';

export type FbaTypeFilter = ProductFilter['type'];
export type StatusFilter = ProductFilter['status'];

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

function readPerPage(searchParams: URLSearchParams): number {
  const value = Number(searchParams.get('perPage'));
  return (PRODUCT_PAGE_SIZES as readonly number[]).includes(value) ? value : DEFAULT_PRODUCT_PAGE_SIZE;
}

/**
 * The SKU list's filters, page and page size, kept in the URL (defaults leave their parameter
 * out). The search box writes the URL 500 ms after typing stops; every filter change goes back to page 1.
 * The filter and the setters keep their identity while what they stand for does not change, so
 * the memoised filters bar is not drawn again when only the page changes.
 */
export function useSkuListParams() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'search',
    SEARCH_DEBOUNCE_MS,
  );
  const rawType = searchParams.get('type');
  const rawStatus = searchParams.get('status');
  const search = searchParams.get('search') ?? '';
  const type: FbaTypeFilter = rawType === 'ALL' || !isOneOf(FBA_TYPES, rawType) ? 'ALL' : rawType;
  const status: StatusFilter = isOneOf(PRODUCT_STATUSES, rawStatus) ? rawStatus : 'All';
  const weight = searchParams.get('weight') === 'true';
  const filter = useMemo<ProductFilter>(() => ({ search, type, status, weight }), [search, type, status, weight]);

  const setType = useCallback(
    (value: FbaTypeFilter) => updateSearchParams({ type: value === 'ALL' ? null : value }),
    [updateSearchParams],
  );
  const setStatus = useCallback(
    (value: StatusFilter) => updateSearchParams({ status: value === 'All' ? null : value }),
    [updateSearchParams],
  );
  const setWithWeight = useCallback(
    (value: boolean) => updateSearchParams({ weight: value ? 'true' : null }),
    [updateSearchParams],
  );
  const setPage = useCallback(
    (page: number) => updateSearchParams({ page: page === 1 ? null : String(page) }),
    [updateSearchParams],
  );
  const setPerPage = useCallback(
    (perPage: number) =>
      updateSearchParams({ perPage: perPage === DEFAULT_PRODUCT_PAGE_SIZE ? null : String(perPage) }),
    [updateSearchParams],
  );

  return {
    filter,
    searchText,
    pageNum: readPageParam(searchParams),
    perPage: readPerPage(searchParams),
    setSearchText,
    setType,
    setStatus,
    setWithWeight,
    setPage,
    setPerPage,
  };
}
