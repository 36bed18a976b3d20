import { useQuery } from '@tanstack/react-query';
import { transportResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/** While a job runs, read again this often in case a live event was missed (the stream is the usual path). */
const STEP_POLL_MS = 3000;

/**
 * GET /fullfilment/get-transport/{id}: the transport state (status, the job in flight, Amazon's
 * options, the void window, the feed). A job's end arrives as a live event on the shipment.
 */
export function useTransport(shipmentId: string) {
  return useQuery({
    queryKey: workbenchKeys.transport(shipmentId),
    queryFn: async () => (await apiClient.get(workbenchPaths.transport(shipmentId), transportResponseSchema)).transport,
    refetchInterval: (query) => (query.state.data?.step ? STEP_POLL_MS : false),
  });
}
