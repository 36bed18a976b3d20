import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BoxCategoryBody, boxCategoryResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /setting/box-category/{id}/update-dimensions. A taken name is shown on the field, so the caller handles errors. */
export function useUpdateBoxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BoxCategoryBody }) =>
      apiClient.put(
        `/setting/box-category/${encodeURIComponent(id)}/update-dimensions`,
        boxCategoryResponseSchema,
        body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.boxCategories() }),
    meta: { silent: true },
  });
}
