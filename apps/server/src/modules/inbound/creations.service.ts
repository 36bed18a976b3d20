import {
  inboundMessages,
  nameShipment,
  type CreateInboundShipmentBody,
  type CreateInboundShipmentResponse,
} from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import type { InboundServiceDeps } from './inbound.service.js';
import type { PlanRequestRow } from './inbound.repository.js';
import { listPlans } from './inbound.view.js';
import { createPlanRequestReader, notFound } from './plan-request-reader.js';

/**
 * Creations: Create Shipment on a plan (or on a small-parcel plan's packing group), and Send Box
 * Contents of a plan packed first. Recorded here, worked by the inbound job (README beside this file).
 */
export function createCreationsService(deps: InboundServiceDeps) {
  const { repo, shipmentsRepo, clock } = deps;
  const { viewOf, requireRequest } = createPlanRequestReader(deps);

  /** A creation already asked for (another tab, a retry) is answered as it stands, changing nothing. */
  async function answerIfAsked(
    request: PlanRequestRow,
    creationStatus: string | null,
  ): Promise<CreateInboundShipmentResponse | null> {
    if (creationStatus === 'CREATED')
      return { message: inboundMessages.alreadyCreated, planRequest: await viewOf(request) };
    if (creationStatus === 'IN_PROGRESS')
      return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
    return null;
  }

  /** Hands the recorded creation to the job process and answers that it has started. */
  async function startCreation(actor: Actor, request: PlanRequestRow): Promise<CreateInboundShipmentResponse> {
    await repo.addWork(actor.accountId, request.id);
    await deps.engine.kick(request.id);
    return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
  }

  /**
   * Create Shipment on a small-parcel plan's packing group (pack-first.ts): every group of its plan
   * is asked for at once, named _1, _2… by the groups' order across the request, and the job
   * confirms the packing option and opens a shipment per group to pack.
   */
  async function createPackingGroups(
    actor: Actor,
    request: PlanRequestRow,
    plans: Awaited<ReturnType<typeof repo.plansOf>>,
    packingGroupId: string,
    body: CreateInboundShipmentBody,
  ): Promise<CreateInboundShipmentResponse> {
    const groups = await deps.packingRepo.groupsOf(
      plans.map((p) => p.id),
      actor.accountId,
    );
    const listed = plans.flatMap((plan) =>
      plan.status === 'READY' && plan.packingOptionId ? groups.filter((g) => g.planRowId === plan.id) : [],
    );
    const group = listed.find((g) => g.packingGroupId === packingGroupId);
    if (!group) throw notFound(inboundMessages.noShipmentSelected);
    const underWay = await answerIfAsked(request, group.creationStatus);
    if (underWay) return underWay;
    const names = groups
      .filter((g) => g.planRowId === group.planRowId)
      .map((g) => nameShipment(body.ShipmentName, listed.indexOf(g), listed.length));
    await deps.packingRepo.requestCreations(actor.accountId, group.planRowId, {
      names,
      boxContentSource: body.IntendedBoxContentsSource,
      isPartnered: body.isPartnered,
      requestedBy: actor.userId,
    });
    return startCreation(actor, request);
  }

  return {
    /**
     * Create Shipment for one plan: names it (_1, _2… by its place among the request's plans) and
     * asks the job to confirm the option and record it. A second call for the same plan (another
     * tab, a retry) finds it under way or done and changes nothing.
     */
    async createShipment(
      actor: Actor,
      shipmentId: string,
      body: CreateInboundShipmentBody,
    ): Promise<CreateInboundShipmentResponse> {
      const request = await requireRequest(actor, body.planRequestId, inboundMessages.noShipmentPlanExists);
      // A cleared request's plans are being cancelled at Amazon.
      if (request.dismissedAt) throw notFound(inboundMessages.noShipmentPlanExists);
      if (request.status === 'IN_PROGRESS') throw new AppError('CONFLICT', inboundMessages.planStillRunning);
      const plans = await repo.plansOf([request.id], actor.accountId);
      const shipments = await repo.shipmentsOf(
        plans.map((p) => p.id),
        actor.accountId,
      );
      const listed = listPlans(plans, shipments);
      const index = listed.findIndex((p) => p.shipment.amazonShipmentId === shipmentId);
      const entry = listed[index];
      if (!entry && request.shippingMode === 'SP') return createPackingGroups(actor, request, plans, shipmentId, body);
      if (!entry) throw notFound(inboundMessages.noShipmentSelected);
      const underWay = await answerIfAsked(request, entry.shipment.creationStatus);
      if (underWay) return underWay;
      const expiration = entry.option.expiration;
      if (!entry.plan.confirmedOptionId && expiration !== null && Date.parse(expiration) <= clock.now().getTime())
        throw new AppError('CONFLICT', inboundMessages.optionExpired);
      // A packed plan's boxes are spread over all the option's shipments: they are placed together.
      const asked = entry.plan.packingOptionId ? listed.filter((p) => p.plan.id === entry.plan.id) : [entry];
      for (const one of asked)
        await repo.requestCreation(actor.accountId, one.shipment.id, {
          name: nameShipment(body.ShipmentName, listed.indexOf(one), listed.length),
          boxContentSource: body.IntendedBoxContentsSource,
          shipmentType: body.shipmentType,
          isPartnered: body.isPartnered,
          requestedBy: actor.userId,
        });
      return startCreation(actor, request);
    },

    /**
     * Send Box Contents (small parcel packed first): once every packing group's shipment of the
     * plan is packed, the job sends their boxes to Amazon by packing group (one call for them all),
     * then asks for placement options; the plan request shows them as plans, and Create Shipment on
     * one confirms the option and places the boxes in Amazon's shipments.
     */
    async sendBoxContents(actor: Actor, shipmentRowId: string): Promise<CreateInboundShipmentResponse> {
      const row = await shipmentsRepo.find(actor.accountId, shipmentRowId);
      if (!row) throw notFound(inboundMessages.shipmentNotFound);
      if (!row.packingGroupId || !row.inboundPlanId) throw new AppError('CONFLICT', inboundMessages.notAPackingGroup);
      if (row.amazonShipmentId) throw new AppError('CONFLICT', inboundMessages.alreadyPlaced);
      if (row.shipmentStatus !== 'WORKING') throw new AppError('CONFLICT', inboundMessages.shipmentNotWorking);
      const plan = await repo.findPlanByAmazonId(actor.accountId, row.inboundPlanId);
      const request = plan && (await repo.findRequest(actor.accountId, plan.requestId));
      if (!plan || !request || plan.packingConfirmStatus !== 'CONFIRMED')
        throw notFound(inboundMessages.noShipmentPlanExists);
      if (plan.confirmedOptionId) throw new AppError('CONFLICT', inboundMessages.alreadyPlaced);
      if (plan.status !== 'READY' || request.status === 'IN_PROGRESS')
        throw new AppError('CONFLICT', inboundMessages.amazonStillWorking);
      const rows = (await deps.packingRepo.groupsOf([plan.id], actor.accountId)).flatMap((g) =>
        g.shipmentRowId ? [g.shipmentRowId] : [],
      );
      const [unpacked] = await deps.placementRepo.unpacked(actor.accountId, rows);
      if (unpacked) throw new AppError('VALIDATION', inboundMessages.notPacked(unpacked));
      await repo.updatePlan(plan.id, { status: 'SENDING_BOXES', operationId: null, message: null });
      await repo.updateRequest(request.id, {
        status: 'IN_PROGRESS',
        step: 'SENDING_BOX_CONTENT',
        progress: 0,
        message: inboundMessages.sendingBoxContent,
      });
      await repo.addWork(actor.accountId, request.id);
      await deps.engine.kick(request.id);
      const fresh = (await repo.findRequest(actor.accountId, request.id))!;
      return { message: inboundMessages.sendingBoxContent, planRequest: await viewOf(fresh) };
    },
  };
}
