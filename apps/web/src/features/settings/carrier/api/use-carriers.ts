import { useQuery } from '@tanstack/react-query';
import type { CarrierAccount } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-carriers: credentials come masked. */
export function useCarriers() {
  return useQuery({
    queryKey: settingsKeys.carriers(),
    queryFn: async () => (await apiClient.get<{ carriers: CarrierAccount[] }>('/setting/get-carriers')).carriers,
  });
}
