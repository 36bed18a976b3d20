import { useMutation } from '@tanstack/react-query';
import { showAlert } from '../../../lib/alert-store';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/accept-invitation with the token from the invitation mail. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { password: string; token: string }) =>
      apiClient.post<{ message: string }>('/auth/accept-invitation', body, { auth: false }),
    onSuccess: ({ message }) => showAlert(message, 'success'),
  });
}
