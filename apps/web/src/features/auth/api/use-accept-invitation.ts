import { useMutation } from '@tanstack/react-query';
import { showAlert } from '../../../lib/alert-store';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** POST /auth/accept-invitation with the token from the invitation mail. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: { password: string; token: string }) =>
      apiClient.post('/auth/accept-invitation', messageResponseSchema, body, { auth: false }),
    onSuccess: ({ message }) => showAlert(message, 'success'),
  });
}
