import { useMemo } from 'react';
import {
  SHIPMENT_SEARCH_DEBOUNCE_MS,
  SHIPMENT_STATUS_FILTERS,
  defaultShipmentDateRange,
  formatDayMonthYear,
  parseDayMonthYear,
  toDateRangeBody,
  type ShipmentStatsBody,
  type ShipmentStatusFilter,
} from '@stowline/domain';
import {
  readPageParam,
  setPageParam,
  useDebouncedSearchParam,
  useUrlSearchParams,
} from '../../../lib/use-debounced-search-param';

export type ShipmentListView = 'table' | 'tiles';

/**
 * The list's state as the URL holds it (STYLE.md): search `q`, `status`, the range `from`/`to`
 * (DD-MM-YYYY, as the picker shows it; absent means the last 3 months), `page` and `view`.
 */
export function useShipmentListParams() {
  const [searchParams, update] = useUrlSearchParams();
  const [searchText, setSearchText] = useDebouncedSearchParam(searchParams, update, 'q', SHIPMENT_SEARCH_DEBOUNCE_MS);
  const statusParam = searchParams.get('status');
  const status: ShipmentStatusFilter = SHIPMENT_STATUS_FILTERS.some((f) => f.value === statusParam)
    ? (statusParam as ShipmentStatusFilter)
    : 'ALL';
  const fromParam = searchParams.get('from');
  const toParam = searchParams.get('to');
  const range = useMemo(() => {
    const start = fromParam ? parseDayMonthYear(fromParam) : null;
    const end = toParam ? parseDayMonthYear(toParam) : null;
    if (start && end && start <= end) return { start, end };
    return defaultShipmentDateRange(new Date());
  }, [fromParam, toParam]);
  const search = searchParams.get('q') ?? '';
  const page = readPageParam(searchParams);
  const view: ShipmentListView = searchParams.get('view') === 'tiles' ? 'tiles' : 'table';

  const body = useMemo<ShipmentStatsBody>(
    () => ({ ...(search ? { search } : {}), status, date: toDateRangeBody(range) }),
    [search, status, range],
  );

  return {
    searchText,
    setSearchText,
    search,
    status,
    setStatus: (value: ShipmentStatusFilter) => update({ status: value === 'ALL' ? null : value }),
    range,
    setRange: (next: { start: Date; end: Date }) =>
      update({ from: formatDayMonthYear(next.start), to: formatDayMonthYear(next.end) }),
    page,
    setPage: (value: number) => setPageParam(update, value),
    view,
    setView: (value: ShipmentListView) => update({ view: value === 'tiles' ? 'tiles' : null }),
    body,
  };
}
