import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { setPreviousPage, setSignupEmail } from '../../../lib/session';

interface SignUpResponse {
  message: string;
  email: string;
}

/** POST /auth/signup: remembers the address for the check-email screen. */
export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiClient.post<SignUpResponse>('/auth/signup', body, { auth: false }),
    onSuccess: (data, body) => {
      setSignupEmail(data.email || body.email);
      setPreviousPage('signup');
    },
  });
}
