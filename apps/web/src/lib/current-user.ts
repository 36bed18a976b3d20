import { useEffect, useEffectEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CurrentUser, currentUserSchema } from '@stowline/domain';
import { apiClient } from './api-client';
import { useSessionToken } from './session';

export const currentUserKeys = {
  all: ['current-user'] as const,
};

export function getCurrentUser(): Promise<CurrentUser> {
  return apiClient.get('/onboarding/get-current-user', currentUserSchema);
}

/**
 * The signed-in user (GET /onboarding/get-current-user), fetched only while a token exists.
 * The gate and the layouts share it; `refetchInterval` lets a waiting screen poll.
 */
export function useCurrentUser(options: { refetchInterval?: number } = {}) {
  const token = useSessionToken();
  const query = useQuery({
    queryKey: currentUserKeys.all,
    queryFn: getCurrentUser,
    enabled: Boolean(token),
    refetchInterval: options.refetchInterval,
    meta: { silent: true },
  });
  return { ...query, hasToken: Boolean(token), user: token ? (query.data ?? null) : null };
}

/**
 * Calls `onFetched` with every freshly fetched current user, before anything re-renders with
 * it: a waiting screen can react to a change that also makes the gate move it elsewhere.
 */
export function useOnCurrentUserFetched(onFetched: (user: CurrentUser) => void): void {
  const queryClient = useQueryClient();
  const callback = useEffectEvent(onFetched);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== currentUserKeys.all[0]) return;
        callback(event.query.state.data as CurrentUser);
      }),
    [queryClient],
  );
}
