import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/reset-new-password with the token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { password: string; token: string }) =>
      apiClient.post('/auth/reset-new-password', messageResponseSchema, body, { auth: false }),
  });
}
