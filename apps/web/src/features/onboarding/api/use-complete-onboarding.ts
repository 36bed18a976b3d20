import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { currentUserKeys } from '../../../lib/current-user';

/**
 * POST /onboarding/onboarding-completed: the alert bar shows the welcome message it answers;
 * resolves once the current user is fresh, so the gate lets the dashboard open.
 */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/onboarding/onboarding-completed', messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
  });
}
