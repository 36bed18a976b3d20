import { confirmEmailChangeResponseSchema } from '@stowline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * POST /auth/confirm-email-change, once per token: the link works once, so a second render
 * (StrictMode, a remount) must read the first answer instead of spending the link again.
 */
export function useConfirmEmailChange(token: string) {
  return useQuery({
    queryKey: [...profileKeys.all, 'confirm-email-change', token],
    queryFn: () =>
      apiClient.post('/auth/confirm-email-change', confirmEmailChangeResponseSchema, { token }, { auth: false }),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { silent: true },
  });
}
