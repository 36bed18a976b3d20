import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddWarehouseBody, warehouseResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** POST /setting/add-warehouse */
export function useAddWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWarehouseBody) => apiClient.post('/setting/add-warehouse', warehouseResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.warehouseLists() }),
  });
}
