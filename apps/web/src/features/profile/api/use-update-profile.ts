import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateProfileBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** POST /users/update-info: only phone and address change; name and e-mail go back as they were. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiClient.post('/users/update-info', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
