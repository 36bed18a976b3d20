import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { currentUserKeys } from './current-user';

/** The root of the stores feature's queries (store lists, marketplace participations). */
export const storesQueryRoot = ['stores'] as const;

/**
 * A store's authorisation may have changed (an answer said the store must be connected again,
 * or the server's gate refused a call): the current user, which the route gate reads, and every
 * store list are fetched again, so Profile shows the store Disconnected with Reauthorize without
 * a reload. Queries on screen refetch at once; the others are marked stale for their next use.
 */
export function refreshStoreStatus(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
  void queryClient.invalidateQueries({ queryKey: storesQueryRoot });
}

/** Refreshes the store status once each time `disconnected` becomes true (a sync log that says so). */
export function useRefreshWhenStoreDisconnected(disconnected: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (disconnected) refreshStoreStatus(queryClient);
  }, [disconnected, queryClient]);
}
