import { useQuery } from '@tanstack/react-query';
import type { BoxCategory } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-box-category-list */
export function useBoxCategories() {
  return useQuery({
    queryKey: settingsKeys.boxCategories(),
    queryFn: async () =>
      (await apiClient.get<{ boxCategories: BoxCategory[] }>('/setting/get-box-category-list')).boxCategories,
  });
}
