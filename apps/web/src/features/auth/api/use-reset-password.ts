import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/reset-new-password with the token from the e-mailed link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { password: string; token: string }) =>
      apiClient.post<{ message: string }>('/auth/reset-new-password', body, { auth: false }),
  });
}
