// The state behind the Fulfillment Inbound v2024-03-20 operations: inbound plans, their
// placement options, shipments and content-update previews, and the asynchronous operations
// that change them.
//
// Every write is an operation: the request is checked for its shape at once (400) and answered
// with an operationId; the operation itself runs when its delay (operationDelayMs) is over, in
// the order the operations were asked for, against the state as it is then, and its effects
// appear only then. Nothing runs on a timer: each call first runs the seller's operations whose
// time has come ("settling"). An operation uses only what it stored, the seeded catalogue and its
// own end time (ids are drawn from its operationId), so running it again after a restart from an
// older snapshot gives the same result.
import { randomUUID } from 'node:crypto';
import type { SellerData, Shipment as V0Shipment, ShipmentItem as V0ShipmentItem } from '../data/generate.js';
import { findFulfillmentCenter } from '../data/fulfillment-centers.js';
import { currencyOf } from '../data/inbound-facts.js';
import { convertPrice } from '../data/marketplaces.js';
import { createRandom, UPPER_ALNUM } from '../random.js';
import { planPlacementOptions } from './placement.js';
import {
  transitStage,
  checkPacking,
  checkTracking,
  checkTransportConfig,
  confirmDeliveryWindow,
  confirmOption,
  offerDeliveryWindows,
  offerOptions,
} from './transport.js';
import { checkBoxes, checkDestination, checkItems, listedProduct } from './rules.js';
import type {
  AddressInput,
  BoxUpdateInput,
  InboundSnapshot,
  ItemInput,
  Money,
  OperationProblem,
  OperationRecord,
  OperationRequest,
  PlacementOptionRecord,
  PlanRecord,
  PreviewRecord,
  ShipmentRecord,
} from './types.js';

export interface InboundTimings {
  /** How long an operation stays IN_PROGRESS. */
  operationDelayMs: number;
  /** How long a placement option can be confirmed after it was generated. */
  placementOptionTtlMs: number;
  /** How long a content-update preview can be confirmed after it was generated. */
  contentUpdatePreviewTtlMs: number;
  /** Time between a shipment's stages once its transport can no longer be voided. */
  transitStageMs: number;
}

export interface InboundStoreDependencies {
  now: () => number;
  timings: InboundTimings;
  /** The seeded catalogue of a seller (shared with its plus-addressed sellers). */
  dataOf(sellerId: string): SellerData | undefined;
}

/** An id like Amazon's: two letters and a UUID-shaped hex string, 38 characters. */
function prefixedId(prefix: string, ...parts: string[]): string {
  const hex = createRandom(...parts).chars('0123456789abcdef', 32);
  return `${prefix}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Amazon's default plan name, "FBA STA (MM/DD/YYYY HH:MM)" (UTC). */
export function defaultPlanName(time: number): string {
  const d = new Date(time);
  return `FBA STA (${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())})`;
}

const INJECTED_FAILURE: OperationProblem = {
  code: 'InternalServerError',
  message: 'ERROR: Something went wrong. Please try again later.',
  severity: 'ERROR',
};

function badRequest(operation: string, reason: string): OperationProblem {
  const name = operation.charAt(0).toUpperCase() + operation.slice(1);
  return {
    code: 'BadRequest',
    message: `ERROR: Operation ${name} cannot be processed because ${reason}`,
    severity: 'ERROR',
  };
}

/**
 * A partnered small-parcel quote for a shipment's boxes, the sandbox's own estimate: per box
 * $5.95 for the first pound of billable weight (the greater of actual and dimensional weight,
 * L x W x H / 139 in inches) and $0.55 for each further pound.
 */
export function quoteBoxes(boxes: BoxUpdateInput[], marketplaceId: string): Money {
  let usd = 0;
  for (const box of boxes) {
    const inches = box.dimensions.unitOfMeasurement === 'CM' ? 1 / 2.54 : 1;
    const { length, width, height } = box.dimensions;
    const dimensional = (length * inches * (width * inches) * (height * inches)) / 139;
    const actual = box.weight.unit === 'KG' ? box.weight.value * 2.20462 : box.weight.value;
    const billable = Math.max(1, Math.ceil(Math.max(actual, dimensional)));
    usd += box.quantity * (5.95 + 0.55 * (billable - 1));
  }
  return { amount: convertPrice(Math.round(usd * 100) / 100, marketplaceId), code: currencyOf(marketplaceId) };
}

export class InboundStore {
  private readonly plans = new Map<string, PlanRecord>();
  private readonly placementOptions = new Map<string, PlacementOptionRecord>();
  private readonly shipments = new Map<string, ShipmentRecord>();
  private readonly previews = new Map<string, PreviewRecord>();
  private readonly operations = new Map<string, OperationRecord>();
  /** Operations not run yet, per seller, in the order they will run. */
  private readonly pending = new Map<string, OperationRecord[]>();
  private sequence = 0;

  constructor(private readonly deps: InboundStoreDependencies) {}

  snapshot(): InboundSnapshot {
    return {
      sequence: this.sequence,
      plans: [...this.plans.values()],
      placementOptions: [...this.placementOptions.values()],
      shipments: [...this.shipments.values()],
      previews: [...this.previews.values()],
      operations: [...this.operations.values()],
    };
  }

  restore(state: InboundSnapshot): void {
    this.sequence = state.sequence;
    for (const plan of state.plans) this.plans.set(plan.inboundPlanId, plan);
    for (const option of state.placementOptions) this.placementOptions.set(option.placementOptionId, option);
    for (const shipment of state.shipments) this.shipments.set(shipment.shipmentId, shipment);
    for (const preview of state.previews) this.previews.set(preview.contentUpdatePreviewId, preview);
    for (const operation of state.operations) {
      this.operations.set(operation.operationId, operation);
      if (!operation.outcome) this.enqueue(operation);
    }
  }

  // ---- requests -----------------------------------------------------------------------------

  /** Records a new plan (invisible until its operation has run) and its createInboundPlan operation. */
  createPlan(
    sellerId: string,
    input: { marketplaceId: string; name?: string; sourceAddress: AddressInput; items: ItemInput[] },
    injectedFailure: boolean,
  ): { plan: PlanRecord; operation: OperationRecord } {
    const now = this.deps.now();
    const plan: PlanRecord = {
      sellerId,
      inboundPlanId: `wf${randomUUID()}`,
      name: input.name ?? defaultPlanName(now),
      marketplaceId: input.marketplaceId,
      sourceAddress: input.sourceAddress,
      items: input.items,
      createdAt: now,
      lastUpdatedAt: now,
      placementOptionIds: [],
    };
    this.plans.set(plan.inboundPlanId, plan);
    const operation = this.startOperation(
      sellerId,
      { kind: 'createInboundPlan', inboundPlanId: plan.inboundPlanId },
      injectedFailure,
    );
    return { plan, operation };
  }

  /** Records an operation; it runs once operationDelayMs has passed. */
  startOperation(sellerId: string, request: OperationRequest, injectedFailure: boolean): OperationRecord {
    const createdAt = this.deps.now();
    this.sequence += 1;
    const operation: OperationRecord = {
      operationId: randomUUID(),
      sellerId,
      sequence: this.sequence,
      createdAt,
      doneAt: createdAt + this.deps.timings.operationDelayMs,
      request,
      injectedFailure,
    };
    this.operations.set(operation.operationId, operation);
    this.enqueue(operation);
    return operation;
  }

  private enqueue(operation: OperationRecord): void {
    let queue = this.pending.get(operation.sellerId);
    if (!queue) this.pending.set(operation.sellerId, (queue = []));
    queue.push(operation);
    queue.sort((a, b) => a.doneAt - b.doneAt || a.sequence - b.sequence);
  }

  // ---- reads (each settles the seller first) ------------------------------------------------------

  /** Runs the seller's operations whose time has come, oldest first. */
  settle(sellerId: string): void {
    const queue = this.pending.get(sellerId);
    if (!queue) return;
    const now = this.deps.now();
    while (queue.length > 0 && queue[0]!.doneAt <= now) this.run(queue.shift()!);
    if (queue.length === 0) this.pending.delete(sellerId);
  }

  operation(sellerId: string, operationId: string): OperationRecord | undefined {
    this.settle(sellerId);
    const operation = this.operations.get(operationId);
    return operation?.sellerId === sellerId ? operation : undefined;
  }

  /** A plan of the seller once its creation has run (ERRORED when it failed). */
  plan(sellerId: string, inboundPlanId: string): PlanRecord | undefined {
    this.settle(sellerId);
    const plan = this.plans.get(inboundPlanId);
    return plan?.sellerId === sellerId && plan.status ? plan : undefined;
  }

  plansOf(sellerId: string): PlanRecord[] {
    this.settle(sellerId);
    return [...this.plans.values()].filter((p) => p.sellerId === sellerId && p.status);
  }

  /** Every plan of the seller, those still being created included, oldest first (the controls). */
  allPlansOf(sellerId: string): PlanRecord[] {
    this.settle(sellerId);
    return [...this.plans.values()].filter((p) => p.sellerId === sellerId).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** The shipments of a plan's current placement options, in option order (the controls). */
  allShipmentsOf(plan: PlanRecord): ShipmentRecord[] {
    return this.placementOptionsOf(plan).flatMap((o) => o.shipmentIds.map((id) => this.shipments.get(id)!));
  }

  /** The shipment's current transportation options (listTransportationOptions). */
  transportationOptionsOf(shipment: ShipmentRecord) {
    this.settle(shipment.sellerId);
    return shipment.transportationOptions ?? [];
  }

  placementOptionsOf(plan: PlanRecord): PlacementOptionRecord[] {
    return plan.placementOptionIds.map((id) => this.placementOptions.get(id)!);
  }

  /** The option's status now: OFFERED turns EXPIRED at its expiration. */
  placementOptionStatus(option: PlacementOptionRecord): PlacementOptionRecord['status'] {
    return option.status === 'OFFERED' && this.deps.now() >= option.expiresAt ? 'EXPIRED' : option.status;
  }

  shipment(plan: PlanRecord, shipmentId: string): ShipmentRecord | undefined {
    const shipment = this.shipments.get(shipmentId);
    return shipment?.inboundPlanId === plan.inboundPlanId ? shipment : undefined;
  }

  /** The plan's shipments from its confirmed placement option (none before one is confirmed). */
  confirmedShipmentsOf(plan: PlanRecord): ShipmentRecord[] {
    if (!plan.confirmedPlacementOptionId) return [];
    return this.placementOptions.get(plan.confirmedPlacementOptionId)!.shipmentIds.map((id) => this.shipments.get(id)!);
  }

  /** The plan's items: those of its confirmed shipments once placed (content updates included), else the request's. */
  itemsOf(plan: PlanRecord): ItemInput[] {
    if (!plan.confirmedPlacementOptionId || plan.status !== 'ACTIVE') return plan.items;
    const merged = new Map<string, ItemInput>();
    for (const shipment of this.confirmedShipmentsOf(plan)) {
      for (const item of shipment.items) {
        const key = `${item.msku}\n${item.expiration ?? ''}\n${item.manufacturingLotCode ?? ''}`;
        const known = merged.get(key);
        if (known) known.quantity += item.quantity;
        else merged.set(key, { ...item });
      }
    }
    return [...merged.values()];
  }

  preview(shipment: ShipmentRecord, contentUpdatePreviewId: string): PreviewRecord | undefined {
    const preview = this.previews.get(contentUpdatePreviewId);
    return preview?.shipmentId === shipment.shipmentId ? preview : undefined;
  }

  previewsOf(shipment: ShipmentRecord): PreviewRecord[] {
    return [...this.previews.values()]
      .filter((p) => p.shipmentId === shipment.shipmentId)
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  /** The seller's confirmed shipments as Fulfillment Inbound v0 reports them, by lastUpdated then ShipmentId. */
  v0Shipments(sellerId: string): V0Shipment[] {
    this.settle(sellerId);
    const data = this.deps.dataOf(sellerId);
    const result: V0Shipment[] = [];
    for (const shipment of this.shipments.values()) {
      if (shipment.sellerId !== sellerId || !shipment.shipmentConfirmationId || !data) continue;
      result.push(toV0Shipment(shipment, data, this.deps.now(), this.deps.timings.transitStageMs));
    }
    return result.sort((a, b) => a.lastUpdated - b.lastUpdated || (a.info.ShipmentId < b.info.ShipmentId ? -1 : 1));
  }

  /** A seller's shipment by its FBA id (v0 getBillOfLading). */
  shipmentByConfirmationId(sellerId: string, fbaId: string): ShipmentRecord | undefined {
    this.settle(sellerId);
    return [...this.shipments.values()].find((s) => s.sellerId === sellerId && s.shipmentConfirmationId === fbaId);
  }

  /** A shipment by its FBA id, whoever's (the pre-signed bill of lading URL, whose signature is the access check). */
  shipmentByConfirmationIdAnySeller(fbaId: string): ShipmentRecord | undefined {
    return [...this.shipments.values()].find((s) => s.shipmentConfirmationId === fbaId);
  }

  /** Renames a shipment at once (updateShipmentName answers 204, not an operation). */
  rename(shipment: ShipmentRecord, name: string): void {
    shipment.name = name;
    shipment.lastUpdatedAt = this.deps.now();
  }

  // ---- running operations -----------------------------------------------------------------------

  private run(operation: OperationRecord): void {
    const { request } = operation;
    let problems: OperationProblem[];
    if (operation.injectedFailure) {
      problems = [INJECTED_FAILURE];
      if (request.kind === 'createInboundPlan') this.finishPlan(request.inboundPlanId, 'ERRORED', operation.doneAt);
    } else {
      problems = this.execute(operation);
    }
    const failed = problems.some((p) => p.severity === 'ERROR');
    operation.outcome = { status: failed ? 'FAILED' : 'SUCCESS', problems };
  }

  private finishPlan(inboundPlanId: string, status: PlanRecord['status'], time: number): void {
    const plan = this.plans.get(inboundPlanId);
    if (!plan) return;
    plan.status = status;
    plan.lastUpdatedAt = time;
  }

  /** Runs one operation's request; returns its problems (an ERROR means FAILED and no effect). */
  private execute(operation: OperationRecord): OperationProblem[] {
    const { request, doneAt: now } = operation;
    const name = request.kind;
    const plan = this.plans.get(request.inboundPlanId);
    const data = this.deps.dataOf(operation.sellerId);
    if (!plan || !data) return [badRequest(name, 'the inbound plan does not exist.')];

    if (request.kind === 'createInboundPlan') {
      const problems = checkItems(plan.items, data, plan.marketplaceId);
      this.finishPlan(plan.inboundPlanId, problems.length > 0 ? 'ERRORED' : 'ACTIVE', now);
      return problems;
    }
    if (plan.status !== 'ACTIVE') return [badRequest(name, `the inbound plan is ${plan.status ?? 'not created'}.`)];

    switch (request.kind) {
      case 'generatePlacementOptions':
        return this.generatePlacementOptions(operation, plan, data);
      case 'confirmPlacementOption':
        return this.confirmPlacementOption(operation, plan, request.placementOptionId);
      case 'cancelInboundPlan': {
        // After a transportation option is confirmed, Amazon lets the plan be cancelled only
        // until the option's voidableUntil (24 h small parcel, 1 h LTL).
        for (const shipment of this.allShipmentsOf(plan)) {
          const option = shipment.transportationOptions?.find(
            (o) => o.transportationOptionId === shipment.confirmedTransportationOptionId,
          );
          if (option?.voidableUntil !== undefined && operation.createdAt > option.voidableUntil)
            return [
              badRequest(name, `the void window of shipment ${shipment.shipmentId}'s transportation has passed.`),
            ];
        }
        plan.status = 'VOIDED';
        plan.lastUpdatedAt = now;
        for (const id of plan.placementOptionIds) {
          for (const shipmentId of this.placementOptions.get(id)!.shipmentIds) {
            const shipment = this.shipments.get(shipmentId)!;
            if (shipment.status === 'ABANDONED') continue;
            shipment.status = shipment.status === 'WORKING' ? 'CANCELLED' : 'ABANDONED';
            shipment.lastUpdatedAt = now;
          }
        }
        return [];
      }
      case 'updateShipmentSourceAddress': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment || (shipment.status !== 'WORKING' && shipment.status !== 'UNCONFIRMED'))
          return [badRequest(name, `the shipment is ${shipment?.status ?? 'unknown'}.`)];
        shipment.source = request.address;
        shipment.lastUpdatedAt = now;
        return [];
      }
      case 'generateShipmentContentUpdatePreviews':
        return this.generatePreview(operation, plan, data, request);
      case 'confirmShipmentContentUpdatePreview':
        return this.confirmPreview(operation, request);
      case 'setPackingInformation': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        const problems = checkPacking(shipment, request.boxes);
        if (problems.length > 0) return problems;
        shipment.packing = request.boxes;
        shipment.transportationOptions = [];
        shipment.lastUpdatedAt = now;
        return [];
      }
      case 'generateTransportationOptions': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        const { problems, freight } = checkTransportConfig(shipment, request.config, operation.createdAt);
        if (problems.length > 0) return problems;
        shipment.transportationOptions = offerOptions(
          shipment,
          request.config,
          freight,
          operation.operationId,
          now,
          currencyOf(plan.marketplaceId),
        );
        shipment.lastUpdatedAt = now;
        return [];
      }
      case 'updateShipmentTrackingDetails': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        const problems = checkTracking(shipment, request.trackingDetails);
        if (problems.length > 0) return problems;
        shipment.trackingDetails = request.trackingDetails;
        shipment.lastUpdatedAt = now;
        return [];
      }
      case 'generateDeliveryWindowOptions': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        const { problems, options } = offerDeliveryWindows(shipment, operation.operationId, now);
        if (problems.length > 0) return problems;
        shipment.deliveryWindowOptions = options;
        delete shipment.confirmedDeliveryWindowOptionId;
        return [];
      }
      case 'confirmDeliveryWindowOptions': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        return confirmDeliveryWindow(shipment, request.deliveryWindowOptionId, operation.createdAt);
      }
      case 'confirmTransportationOptions': {
        const shipment = this.shipments.get(request.shipmentId);
        if (!shipment) return [badRequest(name, 'the shipment does not exist.')];
        return confirmOption(
          shipment,
          request.transportationOptionId,
          operation.createdAt,
          now,
          !!shipment.confirmedDeliveryWindowOptionId,
        );
      }
    }
  }

  private generatePlacementOptions(operation: OperationRecord, plan: PlanRecord, data: SellerData): OperationProblem[] {
    const now = operation.doneAt;
    if (plan.confirmedPlacementOptionId)
      return [badRequest('generatePlacementOptions', 'a placement option of the inbound plan is already confirmed.')];
    const { options, problems } = planPlacementOptions(plan.inboundPlanId, plan.marketplaceId, plan.items, data);
    if (problems.some((p) => p.severity === 'ERROR')) return problems;
    // New options replace the ones offered before, and their unconfirmed shipments.
    for (const id of plan.placementOptionIds) {
      for (const shipmentId of this.placementOptions.get(id)!.shipmentIds) this.shipments.delete(shipmentId);
      this.placementOptions.delete(id);
    }
    plan.placementOptionIds = [];
    options.forEach((planned, index) => {
      const placementOptionId = prefixedId('pl', operation.operationId, 'option', String(index));
      const shipmentIds = planned.shipments.map((s, i) => {
        const shipmentId = prefixedId('sh', operation.operationId, 'shipment', String(index), String(i));
        this.shipments.set(shipmentId, {
          sellerId: plan.sellerId,
          shipmentId,
          inboundPlanId: plan.inboundPlanId,
          placementOptionId,
          marketplaceId: plan.marketplaceId,
          name: `${plan.name}-${s.warehouseId}`,
          status: 'UNCONFIRMED',
          warehouseId: s.warehouseId,
          source: plan.sourceAddress,
          items: s.items,
          boxes: [],
          createdAt: now,
          lastUpdatedAt: now,
          contentVersion: 0,
        });
        return shipmentId;
      });
      this.placementOptions.set(placementOptionId, {
        placementOptionId,
        inboundPlanId: plan.inboundPlanId,
        kind: planned.kind,
        shipmentIds,
        fee: planned.fee,
        units: planned.units,
        expiresAt: now + this.deps.timings.placementOptionTtlMs,
        status: 'OFFERED',
      });
      plan.placementOptionIds.push(placementOptionId);
    });
    plan.lastUpdatedAt = now;
    return problems;
  }

  private confirmPlacementOption(
    operation: OperationRecord,
    plan: PlanRecord,
    placementOptionId: string,
  ): OperationProblem[] {
    const now = operation.doneAt;
    const name = 'confirmPlacementOption';
    const option = this.placementOptions.get(placementOptionId);
    if (!option || option.inboundPlanId !== plan.inboundPlanId)
      return [badRequest(name, 'the placement option is no longer offered for the inbound plan.')];
    // Confirming the confirmed option again changes nothing (a retry); another one is refused.
    if (plan.confirmedPlacementOptionId === placementOptionId) return [];
    if (plan.confirmedPlacementOptionId)
      return [badRequest(name, 'another placement option of the inbound plan is already confirmed.')];
    if (operation.createdAt >= option.expiresAt)
      return [badRequest(name, 'the placement option has expired. Generate placement options again.')];
    for (const id of plan.placementOptionIds) {
      const other = this.placementOptions.get(id)!;
      const chosen = id === placementOptionId;
      other.status = chosen ? 'ACCEPTED' : 'EXPIRED';
      for (const shipmentId of other.shipmentIds) {
        const shipment = this.shipments.get(shipmentId)!;
        shipment.status = chosen ? 'WORKING' : 'ABANDONED';
        shipment.lastUpdatedAt = now;
        if (chosen) shipment.shipmentConfirmationId = this.confirmationId(operation.operationId, shipmentId);
      }
    }
    plan.confirmedPlacementOptionId = placementOptionId;
    plan.lastUpdatedAt = now;
    return [];
  }

  /** 'FBA1' and eight characters, like the ids on Amazon's labels; unique among the sandbox's shipments. */
  private confirmationId(operationId: string, shipmentId: string): string {
    const random = createRandom(operationId, shipmentId, 'confirmation');
    const taken = new Set([...this.shipments.values()].map((s) => s.shipmentConfirmationId));
    for (;;) {
      const id = random.chars(UPPER_ALNUM, 8, 'FBA1');
      if (!taken.has(id)) return id;
    }
  }

  private generatePreview(
    operation: OperationRecord,
    plan: PlanRecord,
    data: SellerData,
    request: Extract<OperationRequest, { kind: 'generateShipmentContentUpdatePreviews' }>,
  ): OperationProblem[] {
    const now = operation.doneAt;
    const shipment = this.shipments.get(request.shipmentId);
    if (!shipment || shipment.status !== 'WORKING')
      return [
        badRequest(
          request.kind,
          `the shipment is ${shipment?.status ?? 'unknown'}; only WORKING shipments can be updated.`,
        ),
      ];
    const center = findFulfillmentCenter(shipment.warehouseId)!;
    const problems = [
      ...checkItems(request.items, data, plan.marketplaceId),
      ...checkDestination(request.items, data, center),
      ...checkBoxes(request.items, request.boxes),
    ];
    if (problems.length > 0) return problems;
    const contentUpdatePreviewId = prefixedId('cu', operation.operationId, 'preview');
    this.previews.set(contentUpdatePreviewId, {
      contentUpdatePreviewId,
      inboundPlanId: plan.inboundPlanId,
      shipmentId: shipment.shipmentId,
      transportationOptionId: prefixedId('to', operation.operationId, 'transportation'),
      items: request.items,
      boxes: request.boxes,
      cost: quoteBoxes(request.boxes, plan.marketplaceId),
      createdAt: now,
      expiresAt: now + this.deps.timings.contentUpdatePreviewTtlMs,
      contentVersion: shipment.contentVersion,
      confirmed: false,
    });
    return [];
  }

  private confirmPreview(
    operation: OperationRecord,
    request: Extract<OperationRequest, { kind: 'confirmShipmentContentUpdatePreview' }>,
  ): OperationProblem[] {
    const now = operation.doneAt;
    const name = request.kind;
    const shipment = this.shipments.get(request.shipmentId);
    const preview = this.previews.get(request.contentUpdatePreviewId);
    if (!shipment || !preview || preview.shipmentId !== shipment.shipmentId)
      return [badRequest(name, 'the content update preview does not exist.')];
    if (preview.confirmed) return [];
    if (shipment.status !== 'WORKING')
      return [badRequest(name, `the shipment is ${shipment.status}; only WORKING shipments can be updated.`)];
    if (operation.createdAt >= preview.expiresAt)
      return [badRequest(name, 'the content update preview has expired. Generate a new preview.')];
    if (preview.contentVersion !== shipment.contentVersion)
      return [badRequest(name, 'the shipment has changed since the preview was generated. Generate a new preview.')];
    shipment.items = preview.items.map((i) => ({ ...i }));
    shipment.boxes = preview.boxes;
    shipment.contentVersion += 1;
    shipment.lastUpdatedAt = now;
    preview.confirmed = true;
    const plan = this.plans.get(shipment.inboundPlanId);
    if (plan) plan.lastUpdatedAt = now;
    return [];
  }
}

const V0_PREP_OWNER = { AMAZON: 'AMAZON', SELLER: 'SELLER', NONE: 'SELLER' } as const;

/** A confirmed v2024 shipment as v0 getShipments and getShipmentItems report it. */
function toV0Shipment(shipment: ShipmentRecord, data: SellerData, now: number, stageMs: number): V0Shipment {
  const id = shipment.shipmentConfirmationId!;
  const stage = shipment.status === 'WORKING' ? transitStage(shipment, now, stageMs) : null;
  const receivedShare = stage?.status === 'CLOSED' ? 1 : stage?.status === 'RECEIVING' ? 0.5 : 0;
  const productOf = (msku: string) => listedProduct(data, shipment.marketplaceId, msku);
  const items: V0ShipmentItem[] = shipment.items.map((item) => {
    const product = productOf(item.msku);
    return {
      ShipmentId: id,
      SellerSKU: item.msku,
      FulfillmentNetworkSKU: product?.fnsku ?? '',
      QuantityShipped: item.quantity,
      QuantityReceived: Math.floor(item.quantity * receivedShare),
      QuantityInCase: product?.caseQuantity ?? 0,
      PrepDetailsList: (product?.prep ?? []).map((p) => ({
        PrepInstruction: p,
        PrepOwner: V0_PREP_OWNER[item.prepOwner],
      })),
    };
  });
  const units = items.reduce((sum, i) => sum + i.QuantityShipped, 0);
  const owners = new Set(shipment.items.map((i) => i.labelOwner));
  const boxSources = new Set(shipment.boxes.map((b) => b.contentInformationSource));
  const boxContents = boxSources.has('BOX_CONTENT_PROVIDED')
    ? 'INTERACTIVE'
    : boxSources.has('BARCODE_2D')
      ? '2D_BARCODE'
      : 'NONE';
  const source = shipment.source;
  return {
    marketplaceId: shipment.marketplaceId,
    lastUpdated: Math.max(shipment.lastUpdatedAt, stage?.since ?? 0),
    info: {
      ShipmentId: id,
      ShipmentName: shipment.name,
      ShipFromAddress: {
        Name: source.name,
        AddressLine1: source.addressLine1,
        ...(source.addressLine2 ? { AddressLine2: source.addressLine2 } : {}),
        City: source.city,
        StateOrProvinceCode: source.stateOrProvinceCode ?? '',
        CountryCode: source.countryCode,
        PostalCode: source.postalCode,
      },
      DestinationFulfillmentCenterId: shipment.warehouseId,
      ShipmentStatus: stage?.status ?? (shipment.status === 'WORKING' ? 'WORKING' : 'CANCELLED'),
      LabelPrepType: owners.has('AMAZON') ? 'AMAZON_LABEL' : owners.has('SELLER') ? 'SELLER_LABEL' : 'NO_LABEL',
      AreCasesRequired: shipment.items.length > 0 && shipment.items.every((i) => productOf(i.msku)?.caseQuantity),
      BoxContentsSource: boxContents,
      ...(boxContents === 'NONE'
        ? {
            EstimatedBoxContentsFee: {
              TotalUnits: units,
              FeePerUnit: { CurrencyCode: 'USD' as const, Value: 0.15 },
              TotalFee: { CurrencyCode: 'USD' as const, Value: Math.round(units * 15) / 100 },
            },
          }
        : {}),
    },
    items,
  };
}

/** Whether an item is the same SKU lot as another (msku, expiration and lot code). */
export function sameLot(a: ItemInput, b: ItemInput): boolean {
  return (
    a.msku === b.msku &&
    (a.expiration ?? '') === (b.expiration ?? '') &&
    (a.manufacturingLotCode ?? '') === (b.manufacturingLotCode ?? '')
  );
}
