import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** DELETE /setting/box-category/{id}/delete */
export function useDeleteBoxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete<{ message: string }>(`/setting/box-category/${encodeURIComponent(id)}/delete`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.boxCategories() }),
  });
}
