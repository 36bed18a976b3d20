import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';

/** POST /users/change-password: this session stays signed in, every other one ends. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiClient.post('/users/change-password', messageResponseSchema, body),
    // The form shows a wrong current password on its field.
    meta: { silent: true },
  });
}
