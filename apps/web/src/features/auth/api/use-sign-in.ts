import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SignInBody, signInResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';
import { setPreviousPage, setToken } from '../../../lib/session';

/** POST /auth/signin: stores the token; the gate then routes by the current user. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => apiClient.post('/auth/signin', signInResponseSchema, body, { auth: false }),
    onSuccess: async (data) => {
      // A signed-in user's check-email screen works from the account, not from an older flow's marker.
      setPreviousPage(null);
      queryClient.removeQueries({ queryKey: currentUserKeys.all });
      setToken(data.token);
      await queryClient.invalidateQueries({ queryKey: currentUserKeys.all });
    },
  });
}
