import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, getErrorMessage } from '../lib/api-client';
import { showAlert } from '../lib/alert-store';
import { clearSession, getToken, setSignOutReason } from '../lib/session';
import { currentUserKeys } from '../lib/current-user';
import { refreshStoreStatus } from '../lib/store-status';

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows its own error (inline or not at all). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean; silentSuccess?: boolean };
  }
}

function hasMessage(data: unknown): data is { message: string } {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // An Unauthorized answer to an authenticated read means the session is gone: sign out locally.
        // The server says why when it ends a session on purpose (a worker whose seller must act); the
        // reads of one page race, so that answer may come after another read's plain 401 signed out.
        if (isApiError(error) && error.status === 401 && (getToken() || error.code === 'SESSION_ENDED')) {
          if (error.code === 'SESSION_ENDED') setSignOutReason(error.message);
          clearSession();
          queryClient.removeQueries({ queryKey: currentUserKeys.all });
          return;
        }
        // The server's route gate: the account is not at this screen's step. Reload the current
        // user, and the browser's gate (the same rules) takes the person where they belong; the
        // store lists too, as a disconnected store is one reason (Profile must not show it connected).
        if (isApiError(error) && error.code === 'GATE') {
          refreshStoreStatus(queryClient);
          return;
        }
        if (isApiError(error) && error.code === 'STORE_UNAUTHORIZED') refreshStoreStatus(queryClient);
        if (!query.meta?.silent) showAlert(getErrorMessage(error), 'error');
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (isApiError(error) && (error.code === 'SESSION_ENDED' || (error.code === 'UNAUTHORIZED' && getToken()))) {
          if (error.code === 'SESSION_ENDED') setSignOutReason(error.message);
          clearSession();
          queryClient.removeQueries({ queryKey: currentUserKeys.all });
          return;
        }
        if (isApiError(error) && (error.code === 'GATE' || error.code === 'STORE_UNAUTHORIZED'))
          refreshStoreStatus(queryClient);
        if (!mutation.meta?.silent) showAlert(getErrorMessage(error), 'error');
      },
      onSuccess: (data, _vars, _ctx, mutation) => {
        if (!mutation.meta?.silentSuccess && hasMessage(data)) showAlert(data.message, 'success');
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => {
          if (isApiError(error) && error.status !== null && error.status < 500) return false;
          return count < 2;
        },
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
