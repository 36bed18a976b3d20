import { inboundMessages, type PlanRequestResponse } from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { InboundServiceDeps } from './inbound.service.js';
import type { PlanRequestRow } from './inbound.repository.js';
import { toPlanRequestView } from './inbound.view.js';

export const notFound = (message: string = inboundMessages.planNotFound) => new AppError('NOT_FOUND', message);

/**
 * A plan request as the calls answer it (its plans, shipments and packing groups read, then shaped
 * by inbound.view.ts), and the request of an account or 404: what the service's parts share.
 */
export function createPlanRequestReader(deps: Pick<InboundServiceDeps, 'repo' | 'packingRepo' | 'clock'>) {
  const { repo, clock } = deps;

  async function viewOf(request: PlanRequestRow): Promise<PlanRequestResponse> {
    const plans = await repo.plansOf([request.id], request.accountId);
    const shipments = await repo.shipmentsOf(
      plans.map((p) => p.id),
      request.accountId,
    );
    const groups = await deps.packingRepo.groupsOf(
      plans.map((p) => p.id),
      request.accountId,
    );
    return toPlanRequestView(request, plans, shipments, groups, clock.now());
  }

  async function requireRequest(actor: Actor, id: string, message?: string): Promise<PlanRequestRow> {
    const request = await repo.findRequest(actor.accountId, id);
    if (!request) throw notFound(message);
    return request;
  }

  return { viewOf, requireRequest };
}
