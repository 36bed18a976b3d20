import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createInboundShipmentResponseSchema,
  type BoxContentInformation,
  type CreateInboundShipmentBody,
  type PlanRequestResponse,
  type ShippingMode,
} from '@stowline/domain';
import { apiClient, getErrorMessage } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

export interface CreateShipmentsVariables {
  planRequestId: string;
  /** The plans' ShipmentIds, one call each. */
  shipmentIds: string[];
  /** As typed: the server adds _1, _2… when the request has several plans. */
  name: string;
  boxContent: BoxContentInformation;
  /** The drawer's Shipping mode: small parcel or pallets (LTL). */
  shipmentType: ShippingMode;
  /** Amazon-partnered carrier; partnered unless said otherwise. */
  isPartnered?: 'true' | 'false';
}

export interface CreateShipmentsResult {
  /** The plan request as the last answer had it (creations under way). */
  planRequest: PlanRequestResponse | null;
  /** Calls refused at once (the plan's ShipmentId and the server's message). */
  refused: { shipmentId: string; message: string }[];
}

/**
 * POST /createShipment/create-inbound-shipment/{ShipmentId}, once per selected plan (spec section
 * 7); for a small-parcel plan's packing groups one call (it creates every group). Each call answers at once and the creation goes on on the server; the plan request shows
 * each plan's `creation`. A refused call does not stop the others: the dialog lists it above.
 */
export function useCreateShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      planRequestId,
      shipmentIds,
      name,
      boxContent,
      shipmentType,
      isPartnered = 'true',
    }: CreateShipmentsVariables) => {
      const body = {
        planRequestId,
        ShipmentName: name,
        IntendedBoxContentsSource: boxContent,
        shipmentType,
        isPartnered,
      } satisfies CreateInboundShipmentBody;
      const answers = await Promise.allSettled(
        shipmentIds.map((id) =>
          apiClient.post(inboundPaths.createShipment(id), createInboundShipmentResponseSchema, body),
        ),
      );
      const result: CreateShipmentsResult = { planRequest: null, refused: [] };
      answers.forEach((answer, index) => {
        if (answer.status === 'fulfilled') result.planRequest = answer.value.planRequest;
        else result.refused.push({ shipmentId: shipmentIds[index]!, message: getErrorMessage(answer.reason) });
      });
      return result;
    },
    onSuccess: ({ planRequest }, { planRequestId }) => {
      if (planRequest) queryClient.setQueryData(createShipmentKeys.planRequest(planRequest._id), planRequest);
      else void queryClient.invalidateQueries({ queryKey: createShipmentKeys.planRequest(planRequestId) });
    },
    meta: { silentSuccess: true },
  });
}
