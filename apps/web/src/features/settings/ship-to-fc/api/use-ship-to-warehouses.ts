import { useQuery } from '@tanstack/react-query';
import { shipToWarehousesResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** GET /createShipment/get-ship-to-warehouses */
export function useShipToWarehouses() {
  return useQuery({
    queryKey: settingsKeys.shipToWarehouses(),
    queryFn: async () =>
      (await apiClient.get('/createShipment/get-ship-to-warehouses', shipToWarehousesResponseSchema)).shipToWarehouses,
  });
}
