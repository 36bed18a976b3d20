import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { getToken } from '../../../lib/session';
import { boxPageQueryOptions } from '../api/use-box-pages';
import { boxErrorsQueryOptions } from '../api/use-box-errors';
import { itemErrorsQueryOptions } from '../api/use-item-errors';
import { shipmentQueryOptions } from '../api/use-shipment';
import { shipmentItemsQueryOptions } from '../api/use-shipment-items';
import { readPanelFilters } from '../hooks/use-workbench-params';
import { readStoredShipmentIds, resolveActiveShipmentId, resolveShipmentIds } from '../lib/shipment-ids';

/**
 * Shipment Details' first reads, asked side by side as the route renders (issue 27): the shipment,
 * both panels' first pages with the address's searches and filters, and both error lists. Without
 * it the page's code loads, then the shipment is read, then the panels ask for theirs. Each is
 * asked only when nothing of it is cached (as TanStack's usePrefetchQuery does, during render so
 * it goes before the page's code has loaded); the panels' own queries find them.
 */
export function usePrefetchWorkbench(): void {
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const ids = useMemo(() => resolveShipmentIds(searchParams, readStoredShipmentIds()), [searchParams]);
  const shipmentId = resolveActiveShipmentId(ids, searchParams);
  // Signed out, the gate sends the person to sign in: nothing to ask.
  if (!shipmentId || !getToken()) return;
  const filters = readPanelFilters(searchParams);
  // The shipment first: the page waits for it, and a busy server answers in the order asked.
  // Silent until a panel reads them: if the shipment is gone the page says so once, in its place.
  prefetchSilently(queryClient, shipmentQueryOptions(shipmentId));
  const items = shipmentItemsQueryOptions(shipmentId, filters.items);
  if (!queryClient.getQueryState(items.queryKey))
    void queryClient.prefetchInfiniteQuery({ ...items, meta: { silent: true } });
  prefetchSilently(queryClient, boxPageQueryOptions(shipmentId, filters.boxes, 0));
  prefetchSilently(queryClient, itemErrorsQueryOptions(shipmentId));
  prefetchSilently(queryClient, boxErrorsQueryOptions(shipmentId));
}

/** Asks for a query when nothing of it is cached, without an alert when it fails. */
function prefetchSilently<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): void {
  if (!queryClient.getQueryState(options.queryKey))
    void queryClient.prefetchQuery({ ...options, meta: { silent: true } });
}
