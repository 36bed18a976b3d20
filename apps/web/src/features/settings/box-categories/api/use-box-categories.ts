import { useQuery } from '@tanstack/react-query';
import { boxCategoryListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /setting/get-box-category-list */
export function useBoxCategories() {
  return useQuery({
    queryKey: settingsKeys.boxCategories(),
    queryFn: async () =>
      (await apiClient.get('/setting/get-box-category-list', boxCategoryListResponseSchema)).boxCategories,
  });
}
