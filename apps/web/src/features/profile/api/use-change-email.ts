import { useMutation } from '@tanstack/react-query';
import { type ChangeEmailBody, signUpResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** POST /users/change-email: mails a link to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: ChangeEmailBody) => apiClient.post('/users/change-email', signUpResponseSchema, body),
    meta: { silent: true, silentSuccess: true },
  });
}
