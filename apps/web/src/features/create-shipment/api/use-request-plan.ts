import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planRequestResponseSchema, type GetShipmentPlanBody, type PlanRequestMode } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

export interface RequestPlanVariables {
  mode: PlanRequestMode;
  body: GetShipmentPlanBody;
}

/**
 * POST /createShipment/get-shipment-plan (or -cases, -one-by-one …): answers at once with the plan
 * request, which `usePlanRequest` then follows. The body carries an idempotency key made once per
 * press, so a retried request (a dropped answer) is the same request on the server.
 */
export function useRequestPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: RequestPlanVariables) =>
      apiClient.post(inboundPaths.requestPlan(mode), planRequestResponseSchema, body),
    onSuccess: (planRequest) => {
      queryClient.setQueryData(createShipmentKeys.planRequest(planRequest._id), planRequest);
      queryClient.setQueryData(createShipmentKeys.latestPlanRequest(planRequest.storeMarketplaceId), planRequest);
    },
    meta: { silentSuccess: true },
  });
}
