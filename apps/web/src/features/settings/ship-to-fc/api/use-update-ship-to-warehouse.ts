import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateShipToWarehouseBody, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /createShipment/update-ship-to-warehouse: action 'delete' or 'default'. */
export function useUpdateShipToWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShipToWarehouseBody) =>
      apiClient.put('/createShipment/update-ship-to-warehouse', messageResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.shipToWarehouses() }),
  });
}
