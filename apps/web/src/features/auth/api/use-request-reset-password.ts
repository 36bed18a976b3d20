import { useMutation } from '@tanstack/react-query';
import { type EmailBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { setPreviousPage, setSignupEmail } from '../../../lib/session';

/** POST /auth/request-for-reset-password: the same answer for any address. */
export function useRequestResetPassword() {
  return useMutation({
    mutationFn: (body: EmailBody) =>
      apiClient.post('/auth/request-for-reset-password', messageResponseSchema, body, { auth: false }),
    onSuccess: (_data, body) => {
      setSignupEmail(body.email);
      setPreviousPage('reset');
    },
  });
}
