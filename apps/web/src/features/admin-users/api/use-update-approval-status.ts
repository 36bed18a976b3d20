import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateApprovalBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { adminUsersKeys } from './admin-users-keys';

/** POST /users/updated-approval-status: approve (with the subscription amount) or reject a user. */
export function useUpdateApprovalStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateApprovalBody) =>
      apiClient.post('/users/updated-approval-status', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.lists() }),
  });
}
