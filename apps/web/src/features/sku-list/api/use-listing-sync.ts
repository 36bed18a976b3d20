import { useQuery } from '@tanstack/react-query';
import { isSyncRunning, syncLogResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { skuListKeys } from './sku-list-keys';

const RUNNING_POLL_MS = 3_000;
// A scheduled run can start at any time: look now and then so the button says so.
const IDLE_POLL_MS = 60_000;

/**
 * The listing job of the selected store marketplace, or null before it exists. GET
 * /setting/get-data-sync-log lists only that marketplace's jobs (and the store's shipments).
 */
export function useListingSync(storeMarketplaceId: string | null) {
  return useQuery({
    queryKey: skuListKeys.listingSync(storeMarketplaceId),
    queryFn: async () => {
      const { agendaLogs } = await apiClient.get('/setting/get-data-sync-log', syncLogResponseSchema, {
        query: { pageNumber: 1, perPage: 100 },
      });
      return agendaLogs.find((log) => log.name === 'listing') ?? null;
    },
    enabled: storeMarketplaceId !== null,
    refetchInterval: (query) =>
      query.state.data && isSyncRunning(query.state.data.state) ? RUNNING_POLL_MS : IDLE_POLL_MS,
    // The button shows the state; a failed poll is not worth an alert every few seconds.
    meta: { silent: true },
  });
}
