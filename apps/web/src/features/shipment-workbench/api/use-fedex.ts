import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fedexCreateShipmentResponseSchema, fedexRatesResponseSchema, messageResponseSchema } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { shipmentKeys } from '../../shipments';
import { useInvalidateShipment } from './use-invalidate-shipment';
import { workbenchPaths } from './workbench-paths';

/**
 * The FedEx calls of a non-partnered FedEx small parcel shipment (spec section 7 'Carrier
 * (FedEx)'; sequence: create shipment, get rates, confirm, cancel). Each changes the shipment's
 * transport fields or boxes' tracking ids, so the transport state, the shipment and its boxes
 * read again. Failures show FedEx's message (section 8) through the shared error notice.
 */
function useFedexMutation<V, A>(shipmentId: string, call: (vars: V) => Promise<A>) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateShipment(shipmentId);
  return useMutation({
    mutationFn: call,
    // The transport state sits under the shipment's keys.
    onSettled: () => {
      void invalidate();
      void queryClient.invalidateQueries({ queryKey: shipmentKeys.all });
    },
  });
}

/** POST /fedex/rates/quotes: FedEx's rate becomes the shipment's estimate. */
export function useFedexRates(shipmentId: string) {
  return useFedexMutation(shipmentId, () =>
    apiClient.post(workbenchPaths.fedexRates, fedexRatesResponseSchema, { shipmentId }),
  );
}

/** POST /fedex/create-shipment: the FedEx shipment, its labels and tracking numbers (readyDate YYYY-MM-DD). */
export function useCreateFedexShipment(shipmentId: string) {
  return useFedexMutation(shipmentId, (readyDate: string) =>
    apiClient.post(workbenchPaths.fedexCreate, fedexCreateShipmentResponseSchema, { shipmentId, readyDate }),
  );
}

/** PUT /fedex/cancel-shipment: FedEx voids every package; the labels and their tracking ids go. */
export function useCancelFedexShipment(shipmentId: string) {
  return useFedexMutation(shipmentId, () =>
    apiClient.put(workbenchPaths.fedexCancel, messageResponseSchema, { shipmentId }),
  );
}

/** Every box's FedEx label in one PDF. */
export const loadFedexLabels = (shipmentId: string) => apiClient.getBlob(workbenchPaths.fedexLabels(shipmentId));
