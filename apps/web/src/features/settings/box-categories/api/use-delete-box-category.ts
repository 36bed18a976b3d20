import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** DELETE /setting/box-category/{id}/delete */
export function useDeleteBoxCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/setting/box-category/${encodeURIComponent(id)}/delete`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.boxCategories() }),
  });
}
