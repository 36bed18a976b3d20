import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SaveShipToFcBody, saveShipToFcResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../../lib/api-client';
import { settingsKeys } from '../../shared/settings-keys';

/** PUT /createShipment/save-ship-to-fcid. An FC already saved is shown on the field, so the caller handles errors. */
export function useSaveShipToFc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveShipToFcBody) =>
      apiClient.put('/createShipment/save-ship-to-fcid', saveShipToFcResponseSchema, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.shipToWarehouses() }),
    meta: { silent: true },
  });
}
