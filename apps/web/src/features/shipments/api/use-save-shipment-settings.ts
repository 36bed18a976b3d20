import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  shipmentSettingsResponseSchema,
  type ShipmentSettingsBody,
  type UpdateContentPreferenceBody,
} from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from './shipment-keys';

export type SaveShipmentSettingsVariables =
  { kind: 'settings'; body: ShipmentSettingsBody } | { kind: 'contentPreference'; body: UpdateContentPreferenceBody };

/**
 * POST /fullfilment/shipment-settings (type, partnership, carrier) or
 * /fullfilment/update-content-preference (Box Content Information): every choice is stored at once.
 */
export function useSaveShipmentSettings(shipmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveShipmentSettingsVariables) =>
      variables.kind === 'settings'
        ? apiClient.post('/fullfilment/shipment-settings', shipmentSettingsResponseSchema, variables.body)
        : apiClient.post('/fullfilment/update-content-preference', shipmentSettingsResponseSchema, variables.body),
    onSuccess: (answer) => queryClient.setQueryData(shipmentKeys.settings(shipmentId), answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipmentId) }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.lists() }),
      ]),
  });
}
