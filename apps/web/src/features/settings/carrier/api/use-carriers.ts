import { useQuery } from '@tanstack/react-query';
import { carriersResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-carriers: credentials come masked. */
export function useCarriers() {
  return useQuery({
    queryKey: settingsKeys.carriers(),
    queryFn: async () => (await apiClient.get('/setting/get-carriers', carriersResponseSchema)).carriers,
  });
}
