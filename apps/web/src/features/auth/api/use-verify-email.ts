import { useQuery } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

export const verifyEmailKeys = {
  all: ['verify-email'] as const,
  token: (token: string) => [...verifyEmailKeys.all, token] as const,
};

/** GET /auth/email-verificaton?token=: called once per token (a token works only once). */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: verifyEmailKeys.token(token),
    queryFn: () => apiClient.get('/auth/email-verificaton', messageResponseSchema, { query: { token }, auth: false }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silent: true },
  });
}
