import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BoxCategoryBody, boxCategoryResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** POST /setting/create-box-category. A taken name is shown on the field, so the caller handles errors. */
export function useCreateBoxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BoxCategoryBody) =>
      apiClient.post('/setting/create-box-category', boxCategoryResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.boxCategories() }),
    meta: { silent: true },
  });
}
