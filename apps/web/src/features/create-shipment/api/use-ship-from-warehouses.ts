import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  warehouseListResponseSchema,
  warehouseResponseSchema,
  type AddShipFromWarehouseBody,
  type WarehouseFields,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** POST /createShipment/get-warehouses: the settings bar's ship-from list (the account's warehouses). */
export function useShipFromWarehouses(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: createShipmentKeys.warehouses(),
    queryFn: async () => (await apiClient.post(inboundPaths.warehouses, warehouseListResponseSchema, {})).warehouses,
  });
}

/** POST /createShipment/add-warehouse {obj}: Add New Warehouse of the settings bar ('Fields are required'). */
export function useAddShipFromWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: WarehouseFields) =>
      apiClient.post(inboundPaths.addWarehouse, warehouseResponseSchema, {
        obj: fields,
      } satisfies AddShipFromWarehouseBody),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: createShipmentKeys.warehouses() }),
  });
}
