import { queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentResponseSchema, type ShipmentDetail } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { workbenchKeys } from './workbench-keys';
import { workbenchPaths } from './workbench-paths';

export type WorkbenchShipment = ShipmentDetail;

/** GET /fullfilment/get-shipment/{id} as the page reads it (and the route asks for it ahead). */
export const shipmentQueryOptions = (shipmentId: string) =>
  queryOptions({
    queryKey: workbenchKeys.detail(shipmentId),
    queryFn: async () => (await apiClient.get(workbenchPaths.shipment(shipmentId), shipmentResponseSchema)).shipment,
    // The page says it in place of the workbench.
    meta: { silent: true },
  });

/** GET /fullfilment/get-shipment/{id}: the shipment the page shows (its settings, status and case packing). */
export function useShipment(shipmentId: string | null) {
  return useQuery({ ...shipmentQueryOptions(shipmentId ?? ''), enabled: !!shipmentId });
}
