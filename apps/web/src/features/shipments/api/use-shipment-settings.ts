import { useQuery } from '@tanstack/react-query';
import { shipmentSettingsResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

/** POST /fullfilment/get-shipment-settings: the stored settings and the carriers they allow. */
export function useShipmentSettings(shipmentId: string) {
  return useQuery({
    queryKey: shipmentKeys.settings(shipmentId),
    queryFn: () =>
      apiClient.post('/fullfilment/get-shipment-settings', shipmentSettingsResponseSchema, {
        inboundShipmentId: shipmentId,
      }),
  });
}
