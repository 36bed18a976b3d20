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
 */
export function useSkuListParams() {
  const [searchParams, updateSearchParams] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(
    searchParams,
    updateSearchParams,
    'search',
    SEARCH_DEBOUNCE_MS,
  );
  const type = searchParams.get('type');
  const status = searchParams.get('status');
  const filter: ProductFilter = {
    search: searchParams.get('search') ?? '',
    type: type === 'ALL' || !isOneOf(FBA_TYPES, type) ? 'ALL' : type,
    status: isOneOf(PRODUCT_STATUSES, status) ? status : 'All',
    weight: searchParams.get('weight') === 'true',
  };

  return {
    filter,
    searchText,
    pageNum: readPageParam(searchParams),
    perPage: readPerPage(searchParams),
    setSearchText,
    setType: (value: FbaTypeFilter) => updateSearchParams({ type: value === 'ALL' ? null : value }),
    setStatus: (value: StatusFilter) => updateSearchParams({ status: value === 'All' ? null : value }),
    setWithWeight: (value: boolean) => updateSearchParams({ weight: value ? 'true' : null }),
    setPage: (page: number) => updateSearchParams({ page: page === 1 ? null : String(page) }),
    setPerPage: (perPage: number) =>
      updateSearchParams({ perPage: perPage === DEFAULT_PRODUCT_PAGE_SIZE ? null : String(perPage) }),
  };
}
