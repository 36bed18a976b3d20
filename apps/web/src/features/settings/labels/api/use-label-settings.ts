import { useQuery } from '@tanstack/react-query';
import { labelSettingsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-label-setting */
export function useLabelSettings() {
  return useQuery({
    queryKey: settingsKeys.labels(),
    queryFn: () => apiClient.get('/setting/get-label-setting', labelSettingsResponseSchema),
  });
}
