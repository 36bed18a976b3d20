import { useState } from 'react';
import type { GetShipmentPlanBody, PlanRequestMode, PlanRequestResponse } from '@stowline/domain';
import { useClearPlan } from '../api/use-clear-plan';
import { useLatestPlanRequest } from '../api/use-latest-plan-request';
import { usePlanRequest } from '../api/use-plan-request';
import { useRequestPlan } from '../api/use-request-plan';

export interface PlanFlow {
  planRequest: PlanRequestResponse | null;
  loading: boolean;
  /** A plan request is being sent, or the server still works on the current one. */
  requesting: boolean;
  clearing: boolean;
  requestPlan: (mode: PlanRequestMode, body: GetShipmentPlanBody, onAsked?: () => void) => void;
  clearPlan: (planRequest: PlanRequestResponse) => void;
}

/**
 * The drawer's plan request: the one just asked for, else the store marketplace's latest (so a
 * reload, another tab or a worker of the account finds the plans), followed until it is done.
 * Read once the drawer opens.
 */
export function usePlanFlow(storeMarketplaceId: string | null, open: boolean): PlanFlow {
  const latest = useLatestPlanRequest(storeMarketplaceId, open);
  const [askedId, setAskedId] = useState<string | null>(null);
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const candidate = askedId ?? latest.data?._id ?? null;
  const id = candidate && !cleared.has(candidate) ? candidate : null;
  const planQuery = usePlanRequest(id);
  const request = useRequestPlan();
  const clear = useClearPlan();
  const planRequest = id ? (planQuery.data ?? null) : null;

  return {
    planRequest,
    loading: latest.isPending || (id !== null && planQuery.isPending),
    requesting: request.isPending || planRequest?.status === 'IN_PROGRESS',
    clearing: clear.isPending,
    requestPlan: (mode, body, onAsked) =>
      request.mutate(
        { mode, body },
        {
          onSuccess: (asked) => {
            setAskedId(asked._id);
            onAsked?.();
          },
        },
      ),
    clearPlan: (current) => {
      if (!storeMarketplaceId) return;
      clear.mutate(
        { planRequestId: current._id, storeMarketplaceId },
        {
          onSuccess: () => {
            setCleared((ids) => new Set([...ids, current._id]));
            setAskedId(null);
          },
        },
      );
    },
  };
}
