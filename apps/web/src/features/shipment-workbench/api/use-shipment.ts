import { useQuery } from '@tanstack/react-query';
import { shipmentResponseSchema, type ShipmentDetail } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

export type WorkbenchShipment = ShipmentDetail;

/** GET /fullfilment/get-shipment/{id}: the shipment the page shows (its settings, status and case packing). */
export function useShipment(shipmentId: string | null) {
  return useQuery({
    queryKey: workbenchKeys.detail(shipmentId ?? ''),
    queryFn: async () => (await apiClient.get(workbenchPaths.shipment(shipmentId!), shipmentResponseSchema)).shipment,
    enabled: !!shipmentId,
    // The page says it in place of the workbench.
    meta: { silent: true },
  });
}
