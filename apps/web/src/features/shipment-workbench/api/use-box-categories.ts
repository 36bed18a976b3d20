import { useQuery } from '@tanstack/react-query';
import { boxCategoryListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

/** GET /setting/get-box-category-list: the categories Create Empty Box and the add-units dialog offer. */
export function useBoxCategories(enabled = true) {
  return useQuery({
    queryKey: [...workbenchKeys.all, 'box-categories'],
    queryFn: async () =>
      (await apiClient.get(workbenchPaths.boxCategories, boxCategoryListResponseSchema)).boxCategories,
    enabled,
  });
}
