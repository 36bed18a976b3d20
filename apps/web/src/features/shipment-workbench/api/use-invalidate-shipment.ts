import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { workbenchKeys } from './workbench-keys';

/**
 * After a change to a shipment's items or boxes: its lists, counts and error lists read again.
 * One unit boxed changes the item card, the box card, both error lists and the totals at once.
 */
export function useInvalidateShipment(shipmentId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: workbenchKeys.shipment(shipmentId) }),
    [queryClient, shipmentId],
  );
}
