import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** DELETE /setting/warehouse/{id}/delete */
export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiClient.delete(`/setting/warehouse/${encodeURIComponent(id)}/delete`, messageResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.warehouseLists() }),
  });
}
