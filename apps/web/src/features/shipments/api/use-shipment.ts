import { useQuery } from '@tanstack/react-query';
import { shipmentResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** GET /fullfilment/get-shipment/{id}: one shipment, its settings and status-card fields. */
export function useShipment(id: string | null) {
  return useQuery({
    queryKey: shipmentKeys.detail(id ?? ''),
    queryFn: async () => (await apiClient.get(`/fullfilment/get-shipment/${id}`, shipmentResponseSchema)).shipment,
    enabled: id !== null,
  });
}
