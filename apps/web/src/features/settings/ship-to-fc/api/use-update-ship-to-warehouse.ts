import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateShipToWarehouseBody } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /createShipment/update-ship-to-warehouse: action 'delete' or 'default'. */
export function useUpdateShipToWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShipToWarehouseBody) =>
      apiClient.put<{ message: string }>('/createShipment/update-ship-to-warehouse', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.shipToWarehouses() }),
  });
}
