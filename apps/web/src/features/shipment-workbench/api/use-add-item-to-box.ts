import { useMutation } from '@tanstack/react-query';
import { boxChangeResponseSchema, type AddItemToBoxBody } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { useBoxedUnitsMutationOptions } from './use-boxed-units';
import { workbenchPaths } from './workbench-paths';

/**
 * POST /fullfilment/add-item-to-box: units of an item into an existing box (the dialog and a
 * dropped card). The cards show the units while the call is pending (`useBoxedUnits`); the
 * answer's box and item replace them, a refusal takes them away with the server's message.
 */
export function useAddItemToBox(shipmentId: string) {
  const { mutationKey, reconcile, onSettled } = useBoxedUnitsMutationOptions(shipmentId);
  return useMutation({
    mutationKey,
    mutationFn: (body: AddItemToBoxBody) => apiClient.post(workbenchPaths.addItemToBox, boxChangeResponseSchema, body),
    onSuccess: (answer, body) => reconcile(answer, body),
    onSettled,
  });
}
