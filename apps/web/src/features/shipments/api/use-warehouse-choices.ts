import { useQuery } from '@tanstack/react-query';
import { warehouseListResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** POST /createShipment/get-warehouses: the account's ship-from warehouses for the settings panel. */
export function useWarehouseChoices(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...shipmentKeys.all, 'warehouses'] as const,
    queryFn: async () =>
      (await apiClient.post('/createShipment/get-warehouses', warehouseListResponseSchema, {})).warehouses,
  });
}
