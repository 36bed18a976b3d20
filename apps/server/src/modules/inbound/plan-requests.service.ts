import {
  checkExpirationDate,
  checkPlanExpiries,
  chooseDefaultOption,
  inboundMessages,
  storeMessages,
  toLabelOwner,
  toPrepOwner,
  type ChooseOptionBody,
  type ChooseOptionResponse,
  type GetShipmentPlanBody,
  type PlanRequestMode,
  type PlanRequestResponse,
} from '@stowline/domain';
import type { InboundRequestItem } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../auth/sessions.js';
import { warehouseAddress } from '../warehouses/warehouses.repository.js';
import type { InboundServiceDeps } from './inbound.service.js';
import { activeOptionId, feeOf, shipmentsOfOption } from './inbound.view.js';
import { createPlanRequestReader, notFound } from './plan-request-reader.js';

const isOpen = (status: string) => status === 'IN_PROGRESS' || status === 'CREATED';

/** Plan requests: recorded, read, cleared, and their placement option chosen (Try this FC). */
export function createPlanRequestsService(deps: InboundServiceDeps) {
  const { repo, clock } = deps;
  const { viewOf, requireRequest } = createPlanRequestReader(deps);

  return {
    /**
     * Records a plan request and queues its job; answers it at once (IN_PROGRESS). A key used
     * before by the account answers that request instead, so a retried call makes nothing new.
     */
    async requestPlan(
      actor: Actor,
      mode: PlanRequestMode,
      body: GetShipmentPlanBody,
      headerKey?: string,
    ): Promise<PlanRequestResponse> {
      const key = headerKey?.trim() || body.idempotencyKey;
      if (key) {
        const existing = await repo.findRequestByKey(actor.accountId, key);
        if (existing) return viewOf(existing);
      }
      const market = await repo.findStoreMarketplace(actor.accountId, body.storeMarketplaceId);
      if (!market) throw notFound(inboundMessages.storeMarketplaceNotFound);
      if (!market.sellerId || !market.isAuthorized)
        throw new AppError('STORE_UNAUTHORIZED', storeMessages.needToConnectStore);
      const warehouse = await deps.findWarehouse(actor.accountId, body.warehouseId);
      if (!warehouse) throw new AppError('VALIDATION', inboundMessages.noWarehouseSelected);

      const asked = body.InboundShipmentPlanRequestItems;
      const found = await deps.findProducts(
        actor.accountId,
        body.storeMarketplaceId,
        asked.map((i) => i.SellerSKU),
      );
      const bySku = new Map(found.map((p) => [p.sellerSku.toLowerCase(), p]));
      // The drawer's expiry rule: an expiration-dated SKU comes with the seller's date (Amazon
      // matches the boxes' expiry against it, so none is made up here). The schema checks a date's
      // form; 'after today' needs the clock, also for a SKU that is not dated.
      const now = clock.now();
      const refused =
        checkPlanExpiries(
          asked.flatMap((item) => {
            const product = bySku.get(item.SellerSKU.toLowerCase());
            return product ? [{ product, expiration: item.expiration }] : [];
          }),
          now,
        ) ?? asked.map((item) => item.expiration && checkExpirationDate(item.expiration, now)).find(Boolean);
      if (refused) throw new AppError('VALIDATION', refused);
      const items: InboundRequestItem[] = [];
      const unknown: { SellerSKU: string; reason: string }[] = [];
      for (const item of asked) {
        const product = bySku.get(item.SellerSKU.toLowerCase());
        if (!product) {
          unknown.push({ SellerSKU: item.SellerSKU, reason: inboundMessages.skuNotInMarketplace });
          continue;
        }
        items.push({
          // Amazon knows the SKU as the account spells it.
          SellerSKU: product.sellerSku,
          Quantity: item.Quantity,
          ...(item.QuantityInCase !== undefined ? { QuantityInCase: item.QuantityInCase } : {}),
          ...(item.expiration ? { expiration: item.expiration } : {}),
          fbaType: product.fbaType,
          labelOwner: toLabelOwner(body.LabelPrepPreference, market.code),
          prepOwner: toPrepOwner(product.prepDetailsList),
        });
      }
      const nothingToPlan = items.length === 0;
      const values = {
        accountId: actor.accountId,
        storeId: market.storeId,
        storeMarketplaceId: body.storeMarketplaceId,
        marketplaceId: market.marketplaceId,
        warehouseId: warehouse.id,
        createdBy: actor.userId,
        idempotencyKey: key ?? null,
        mode,
        shippingMode: body.shippingMode ?? null,
        labelPrepPreference: body.LabelPrepPreference,
        selectedFcid: mode === 'all' ? null : (body.selectedFcid ?? null),
        sourceAddress: warehouseAddress(warehouse),
        items,
        ...(nothingToPlan
          ? { status: 'FAILED', step: 'DONE', progress: 100, message: inboundMessages.noPlans, needsWork: false }
          : { message: inboundMessages.planRequested }),
      };
      const plansFor = (requestId: string) => {
        const groups = mode === 'one-by-one' ? items.map((item) => [item]) : [items];
        return groups.map((group, seq) => ({
          accountId: actor.accountId,
          requestId,
          seq,
          name: '',
          items: group,
          erroredSkus: seq === 0 ? unknown : [],
          ...(nothingToPlan ? { status: 'FAILED', message: inboundMessages.noPlans } : {}),
        }));
      };
      const { request, superseded } = await deps.transaction(async ({ inboundRepo }) => {
        const row = await inboundRepo.insertRequest(values);
        if (!row) return { request: row, superseded: [] };
        await inboundRepo.insertPlans(plansFor(row.id));
        // The new request supersedes the store marketplace's earlier ones (cleared, plans cancelled).
        return {
          request: row,
          superseded: await inboundRepo.dismissEarlier(actor.accountId, body.storeMarketplaceId, row.id),
        };
      });
      for (const id of superseded) await deps.engine.kick(id);
      if (!request) {
        // The same key at the same moment from another tab: that request is the answer.
        const existing = key ? await repo.findRequestByKey(actor.accountId, key) : undefined;
        if (!existing) throw new AppError('CONFLICT', inboundMessages.somethingWentWrong);
        return viewOf(existing);
      }
      if (!nothingToPlan) await deps.engine.kick(request.id);
      return viewOf(request);
    },

    async getPlanRequest(actor: Actor, id: string): Promise<PlanRequestResponse> {
      return viewOf(await requireRequest(actor, id));
    },

    async listPlanRequests(actor: Actor, storeMarketplaceId: string, limit: number) {
      const rows = await repo.listRequests(actor.accountId, storeMarketplaceId, limit);
      return { planRequests: await Promise.all(rows.map(viewOf)) };
    },

    /**
     * Clear Ship Plan: the request leaves the list at once; the job cancels its Amazon plans that
     * have no confirmed placement option, in the background.
     */
    async dismiss(actor: Actor, id: string) {
      if (!(await repo.dismiss(actor.accountId, id))) throw notFound();
      await deps.engine.kick(id);
      return { message: inboundMessages.planDismissed };
    },

    /** Try this FC (an FC) or a placement option by id, while the plan's option is not confirmed. */
    async chooseOption(actor: Actor, id: string, body: ChooseOptionBody): Promise<ChooseOptionResponse> {
      const request = await requireRequest(actor, id);
      if (request.status !== 'SUCCESS') throw new AppError('CONFLICT', inboundMessages.planStillRunning);
      const plans = (await repo.plansOf([request.id], actor.accountId)).filter((p) => p.status === 'READY');
      const shipments = await repo.shipmentsOf(
        plans.map((p) => p.id),
        actor.accountId,
      );
      const isLocked = (planId: string, confirmed: string | null) =>
        confirmed !== null || shipments.some((s) => s.planRowId === planId && isOpen(s.creationStatus));
      const expired = (expiration: string | null) =>
        expiration !== null && Date.parse(expiration) <= clock.now().getTime();

      if (body.placementOptionId) {
        const plan = plans.find((p) => p.placementOptions.some((o) => o.placementOptionId === body.placementOptionId));
        const option = plan?.placementOptions.find((o) => o.placementOptionId === body.placementOptionId);
        if (!plan || !option) throw notFound(inboundMessages.optionNotOffered);
        if (isLocked(plan.id, plan.confirmedOptionId))
          throw new AppError('CONFLICT', inboundMessages.optionAlreadyConfirmed);
        if (expired(option.expiration)) throw new AppError('CONFLICT', inboundMessages.optionExpired);
        if (!(await repo.choose(actor.accountId, plan.id, option.placementOptionId)))
          throw new AppError('CONFLICT', inboundMessages.optionAlreadyConfirmed);
        // The request's line counts the plans of the option now chosen.
        const view = await viewOf(request);
        const message = inboundMessages.plansReady(view.InboundShipmentPlans.length);
        await repo.updateRequest(request.id, { message });
        return { message: inboundMessages.optionChosen, changed: true, planRequest: { ...view, message } };
      }

      const fc = body.selectedFcid!;
      const open = plans.filter((p) => !isLocked(p.id, p.confirmedOptionId));
      if (plans.length && !open.length) throw new AppError('CONFLICT', inboundMessages.optionAlreadyConfirmed);
      let changed = false;
      for (const plan of open) {
        const ofPlan = shipments.filter((s) => s.planRowId === plan.id);
        const choices = plan.placementOptions
          .filter((o) => !expired(o.expiration))
          .map((o) => ({
            placementOptionId: o.placementOptionId,
            status: o.status,
            totalFee: feeOf(o, ofPlan).total,
            shipmentIds: o.shipmentIds,
            fulfillmentCenterIds: shipmentsOfOption(o, ofPlan).map((s) => s.destinationFc),
          }))
          .filter((o) => o.fulfillmentCenterIds.includes(fc));
        const best = chooseDefaultOption(choices, { selectedFcid: fc });
        if (!best) continue;
        if (best.placementOptionId !== activeOptionId(plan))
          await repo.choose(actor.accountId, plan.id, best.placementOptionId);
        changed = true;
      }
      if (changed) await repo.updateRequest(request.id, { selectedFcid: fc, message: inboundMessages.fcChosen(fc) });
      const fresh = (await repo.findRequest(actor.accountId, id))!;
      return {
        message: changed ? inboundMessages.fcChosen(fc) : inboundMessages.fcNotOffered(fc),
        changed,
        planRequest: await viewOf(fresh),
      };
    },
  };
}
