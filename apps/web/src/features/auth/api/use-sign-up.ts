import { useMutation } from '@tanstack/react-query';
import { type SignUpBody, signUpResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { setPreviousPage, setSignupEmail } from '../../../lib/session';

/** POST /auth/signup: remembers the address for the check-email screen. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiClient.post('/auth/signup', signUpResponseSchema, body, { auth: false }),
    onSuccess: (data, body) => {
      setSignupEmail(data.email || body.email);
      setPreviousPage('signup');
    },
  });
}
