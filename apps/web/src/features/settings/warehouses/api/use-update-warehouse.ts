import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateWarehouseBody, warehouseResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /setting/warehouse/{id}/update {updateObj}: edit fields, or `{ defaultSelected: true }` to make it the default. */
export function useUpdateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, updateObj }: { id: string } & UpdateWarehouseBody) =>
      apiClient.put(`/setting/warehouse/${encodeURIComponent(id)}/update`, warehouseResponseSchema, {
        updateObj,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.warehouseLists() }),
  });
}
