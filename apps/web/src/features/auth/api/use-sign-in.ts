import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SignInBody, signInResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alert-store';
import { currentUserKeys, getCurrentUser } from '../../../lib/current-user';
import { setPreviousPage, setSignOutReason, setToken } from '../../../lib/session';

/**
 * POST /auth/signin: stores the token and loads the user; the gate then routes by it (an
 * unverified user to the check-email screen, so 'Signed in' is said only to a verified one).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) => apiClient.post('/auth/signin', signInResponseSchema, body, { auth: false }),
    meta: { silentSuccess: true },
    onSuccess: async (data) => {
      // A signed-in user's check-email screen works from the account, not from an older flow's marker.
      setPreviousPage(null);
      setSignOutReason(null);
      queryClient.removeQueries({ queryKey: currentUserKeys.all });
      setToken(data.token);
      const user = await queryClient
        .fetchQuery({ queryKey: currentUserKeys.all, queryFn: getCurrentUser })
        .catch(() => null);
      if (user?.onboardingInfo.isEmailVerified) showAlert(data.message, 'success');
    },
  });
}
