import {
  checkExpirationDate,
  checkPlanExpiries,
  chooseDefaultOption,
  inboundMessages,
  nameShipment,
  storeMessages,
  SUGGESTION_RULE,
  suggestShipQuantity,
  toLabelOwner,
  toPrepOwner,
  type AddShipFromWarehouseBody,
  type ChooseOptionBody,
  type ChooseOptionResponse,
  type CreateInboundShipmentBody,
  type CreateInboundShipmentResponse,
  type GetShipmentPlanBody,
  type PlanRequestMode,
  type PlanRequestResponse,
  type SuggestedShipmentsResponse,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { InboundRequestItem } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import type { ProductRow, RuleRow } from '../products/products.repository.js';
import { toProduct } from '../products/products.service.js';
import type { ShipmentsRepository } from '../shipments/shipments.repository.js';
import type { MarketplaceClient } from '../marketplace/marketplace-client.js';
import type { WarehouseRow } from '../warehouses/warehouses.repository.js';
import type { WarehousesService } from '../warehouses/warehouses.service.js';
import type { InboundEngine } from './inbound.jobs.js';
import type { InboundRepository, PlanRequestRow } from './inbound.repository.js';
import { activeOptionId, feeOf, listPlans, shipmentsOfOption, toPlanRequestView } from './inbound.view.js';
import { createExistingShipmentsService } from './existing-shipments.service.js';
import type { PackingRepository } from './packing.repository.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';

export interface InboundServiceDeps {
  repo: Pick<
    InboundRepository,
    | 'findStoreMarketplace'
    | 'findStore'
    | 'insertRequest'
    | 'findRequestByKey'
    | 'findRequest'
    | 'findRequestById'
    | 'findPlanByAmazonId'
    | 'updatePlan'
    | 'listRequests'
    | 'updateRequest'
    | 'dismiss'
    | 'addWork'
    | 'insertPlans'
    | 'plansOf'
    | 'shipmentsOf'
    | 'choose'
    | 'requestCreation'
    | 'lowSkusOutsideWorkingShipments'
  >;
  /** A pack-first plan's packing groups. */
  packingRepo: Pick<PackingRepository, 'groupsOf' | 'requestCreations'>;
  /** The shipments module's read of whether packing group shipments are packed. */
  placementRepo: Pick<PlacementRepository, 'unpacked'>;
  shipmentsRepo: Pick<
    ShipmentsRepository,
    'findByShipmentId' | 'find' | 'setStatus' | 'listWorking' | 'itemsOf' | 'replaceItems'
  >;
  /** The products module's read of a marketplace's products by SKU. */
  findProducts: (accountId: string, storeMarketplaceId: string, skus: string[]) => Promise<ProductRow[]>;
  /** The products module's read of products' packaging rules. */
  listRules: (accountId: string, productIds: string[]) => Promise<RuleRow[]>;
  /** The warehouses module's read of one warehouse. */
  findWarehouse: (accountId: string, id: string) => Promise<WarehouseRow | undefined>;
  warehouses: Pick<WarehousesService, 'list' | 'add'>;
  /** Runs the request's job soon. */
  engine: Pick<InboundEngine, 'kick'>;
  /** A request is recorded with its Amazon plans in one transaction. */
  transaction: InTransaction<{
    inboundRepo: Pick<InboundRepository, 'insertRequest' | 'insertPlans' | 'dismissEarlier'>;
  }>;
  marketplace: MarketplaceClient;
  /** Runs `work` holding `key` across processes (lib/locks.ts). */
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The time of day: plan expiries, and the expiry dates entered (after today). */
  clock: Clock;
  sleep?: (ms: number) => Promise<void>;
  /** How long a call waits for an Amazon operation before answering (cancel, content updates). */
  operationWaitMs?: number;
}

const notFound = (message: string = inboundMessages.planNotFound) => new AppError('NOT_FOUND', message);

/** A warehouse as v2024's AddressInput wants it (kept on the request: the warehouse may change later). */
function toSourceAddress(w: WarehouseRow): Record<string, string> {
  return {
    name: w.contactName,
    companyName: w.name,
    addressLine1: w.addressLine1,
    addressLine2: w.addressLine2,
    city: w.city,
    stateOrProvinceCode: w.stateOrProvinceCode,
    postalCode: w.postalCode,
    countryCode: w.countryCode,
    phoneNumber: w.contactPhone,
    email: w.contactEmail,
  };
}

const isOpen = (status: string) => status === 'IN_PROGRESS' || status === 'CREATED';

/**
 * The create-shipment calls (see README.md beside this file). Plan requests and creations are
 * recorded here and worked by the inbound job; the calls that change a shipment already made
 * (cancel, adding SKUs) talk to Amazon themselves and wait for its operation.
 */
export function createInboundService(deps: InboundServiceDeps) {
  return { ...createPlanRequestsService(deps), ...createExistingShipmentsService(deps) };
}

/** Plan requests, their options and creations, Send Box Contents, warehouses and suggestions. */
function createPlanRequestsService(deps: InboundServiceDeps) {
  const { repo, shipmentsRepo, clock } = deps;

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
    if (group.creationStatus === 'CREATED')
      return { message: inboundMessages.alreadyCreated, planRequest: await viewOf(request) };
    if (group.creationStatus === 'IN_PROGRESS')
      return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
    const names = groups
      .filter((g) => g.planRowId === group.planRowId)
      .map((g) => nameShipment(body.ShipmentName, listed.indexOf(g), listed.length));
    await deps.packingRepo.requestCreations(actor.accountId, group.planRowId, {
      names,
      boxContentSource: body.IntendedBoxContentsSource,
      isPartnered: body.isPartnered,
      requestedBy: actor.userId,
    });
    await repo.addWork(actor.accountId, request.id);
    await deps.engine.kick(request.id);
    return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
  }

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
        sourceAddress: toSourceAddress(warehouse),
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
      if (entry.shipment.creationStatus === 'CREATED')
        return { message: inboundMessages.alreadyCreated, planRequest: await viewOf(request) };
      if (entry.shipment.creationStatus === 'IN_PROGRESS')
        return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
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
      await repo.addWork(actor.accountId, request.id);
      await deps.engine.kick(request.id);
      return { message: inboundMessages.creationStarted, planRequest: await viewOf(request) };
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

    async getWarehouses(actor: Actor, search: string | undefined) {
      return deps.warehouses.list(actor, { pageNumber: 1, nPerPage: 100, search });
    },

    async addWarehouse(actor: Actor, body: AddShipFromWarehouseBody) {
      return deps.warehouses.add(actor, body.obj);
    },

    async suggestions(actor: Actor, storeMarketplaceId: string): Promise<SuggestedShipmentsResponse> {
      if (!(await repo.findStoreMarketplace(actor.accountId, storeMarketplaceId)))
        throw notFound(inboundMessages.storeMarketplaceNotFound);
      const rows = await repo.lowSkusOutsideWorkingShipments(
        actor.accountId,
        storeMarketplaceId,
        SUGGESTION_RULE.lowAtOrBelow,
        SUGGESTION_RULE.maxSuggestions,
      );
      const rules = await deps.listRules(
        actor.accountId,
        rows.map((r) => r.id),
      );
      return {
        suggestions: rows.map((r) => ({
          productId: r.id,
          SellerSKU: r.sellerSku,
          asin: r.asin,
          fnsku: r.fnsku,
          title: r.title,
          imageUrl: r.imageUrl,
          fbaType: r.fbaType,
          afnFulfillableQuantity: r.afnFulfillableQuantity,
          suggestedQuantity: suggestShipQuantity(r.afnFulfillableQuantity),
          product: toProduct(
            r,
            rules.filter((rule) => rule.productId === r.id),
          ),
        })),
      };
    },
  };
}
export type InboundService = ReturnType<typeof createInboundService>;
