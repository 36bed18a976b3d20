import { useQuery } from '@tanstack/react-query';
import { PLAN_REQUEST_POLL_MS, planRequestResponseSchema, type PlanRequestResponse } from '@stowline/domain';
import { apiClient } from '../../../lib/api-client';
import { createShipmentKeys } from './create-shipment-keys';
import { inboundPaths } from './inbound-paths';

/** Whether the server is still working on a plan request: its plans, or a shipment being created. */
export function isPlanRequestBusy(planRequest: PlanRequestResponse): boolean {
  return (
    planRequest.status === 'IN_PROGRESS' ||
    planRequest.InboundShipmentPlans.some((plan) => plan.creation.status === 'IN_PROGRESS') ||
    planRequest.packingGroups.some((group) => group.creation.status === 'IN_PROGRESS')
  );
}

const isPending = (creation: { status: string }) =>
  creation.status === 'NOT_STARTED' || creation.status === 'IN_PROGRESS';

/** Whether any of these plans (or packing groups, by packingGroupId) is still waiting for its creation to start or end. */
function isCreationPending(planRequest: PlanRequestResponse, shipmentIds: readonly string[]): boolean {
  return (
    planRequest.InboundShipmentPlans.some(
      (plan) => shipmentIds.includes(plan.ShipmentId) && isPending(plan.creation),
    ) || planRequest.packingGroups.some((g) => shipmentIds.includes(g.packingGroupId) && isPending(g.creation))
  );
}

/**
 * GET /createShipment/plan-requests/{id}: a plan request, read again every second while the
 * server works on it, or while any plan of `creating` (shipments asked for) is not created yet.
 */
export function usePlanRequest(id: string | null, options: { creating?: readonly string[] } = {}) {
  const creating = options.creating ?? [];
  return useQuery({
    queryKey: createShipmentKeys.planRequest(id ?? ''),
    queryFn: () => apiClient.get(inboundPaths.planRequest(id!), planRequestResponseSchema),
    enabled: id !== null,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && (isPlanRequestBusy(data) || isCreationPending(data, creating)) ? PLAN_REQUEST_POLL_MS : false;
    },
    // A plan request is the screen's state: never shown stale after a tab comes back.
    staleTime: 0,
  });
}
