import { useQuery } from '@tanstack/react-query';
import { profileSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /users/get-profile */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.detail(),
    queryFn: () => apiClient.get('/users/get-profile', profileSchema),
  });
}
