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
import type { SellerData, Shipment as V0Shipment } from '../data/generate.js';
import { checkItems } from './rules.js';
import { confirmPlacementOption, generatePlacementOptions } from './run-placement.js';
import { cancelPlan, confirmPreview, generatePreview, updateSourceAddress } from './run-shipments.js';
import { confirmPackingOption, generatePackingOptions, setPackingInformation } from './run-packing.js';
import { prepKey, setPrepDetails } from './run-prep.js';
import { runTransportOperation } from './run-transport.js';
import { badRequest, defaultPlanName, INJECTED_FAILURE } from './support.js';
import { toV0Shipment } from './v0-view.js';
import type {
  AddressInput,
  BoxUpdateInput,
  InboundSnapshot,
  ItemInput,
  OperationProblem,
  OperationRecord,
  OperationRequest,
  PlacementOptionRecord,
  PlanRecord,
  PackingGroupRecord,
  PackingOptionRecord,
  PrepDetailRecord,
  PreviewRecord,
  ShipmentRecord,
  TransportConfigInput,
} from './types.js';

export { defaultPlanName, quoteBoxes, sameLot } from './support.js';

export interface InboundTimings {
  /** How long an operation stays IN_PROGRESS. */
  operationDelayMs: number;
  /** How long a placement option can be confirmed after it was generated. */
  placementOptionTtlMs: number;
  /** How long a confirmed placement option takes packing and transport after its confirmation. */
  confirmedPlacementTtlMs: number;
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

export class InboundStore {
  readonly plans = new Map<string, PlanRecord>();
  readonly placementOptions = new Map<string, PlacementOptionRecord>();
  readonly shipments = new Map<string, ShipmentRecord>();
  readonly previews = new Map<string, PreviewRecord>();
  readonly packingOptions = new Map<string, PackingOptionRecord>();
  readonly packingGroups = new Map<string, PackingGroupRecord>();
  /** setPrepDetails' categories, by seller, marketplace and msku. */
  readonly prepDetails = new Map<string, PrepDetailRecord>();
  private readonly operations = new Map<string, OperationRecord>();
  /** Operations not run yet, per seller, in the order they will run. */
  private readonly pending = new Map<string, OperationRecord[]>();
  private sequence = 0;

  constructor(readonly deps: InboundStoreDependencies) {}

  snapshot(): InboundSnapshot {
    return {
      sequence: this.sequence,
      plans: [...this.plans.values()],
      placementOptions: [...this.placementOptions.values()],
      shipments: [...this.shipments.values()],
      previews: [...this.previews.values()],
      operations: [...this.operations.values()],
      packingOptions: [...this.packingOptions.values()],
      packingGroups: [...this.packingGroups.values()],
      prepDetails: [...this.prepDetails.values()],
    };
  }

  restore(state: InboundSnapshot): void {
    this.sequence = state.sequence;
    for (const plan of state.plans) this.plans.set(plan.inboundPlanId, plan);
    for (const option of state.placementOptions) this.placementOptions.set(option.placementOptionId, option);
    for (const shipment of state.shipments) this.shipments.set(shipment.shipmentId, shipment);
    for (const preview of state.previews) this.previews.set(preview.contentUpdatePreviewId, preview);
    for (const option of state.packingOptions ?? []) this.packingOptions.set(option.packingOptionId, option);
    for (const group of state.packingGroups ?? []) this.packingGroups.set(group.packingGroupId, group);
    for (const detail of state.prepDetails ?? []) this.prepDetails.set(prepKey(detail), detail);
    for (const operation of state.operations) {
      upgradeRequest(operation.request);
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

  /** Ends the seller's pending operations now, as if their time had come (a test control). */
  finishPending(sellerId: string): void {
    const now = this.deps.now();
    for (const operation of this.pending.get(sellerId) ?? []) operation.doneAt = Math.min(operation.doneAt, now);
    this.settle(sellerId);
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

  /** The plan's current packing options (generatePackingOptions). */
  packingOptionsOf(plan: PlanRecord): PackingOptionRecord[] {
    return (plan.packingOptionIds ?? []).map((id) => this.packingOptions.get(id)!);
  }

  /** A packing group of one of the plan's current packing options. */
  packingGroup(plan: PlanRecord, packingGroupId: string): PackingGroupRecord | undefined {
    const group = this.packingGroups.get(packingGroupId);
    return group?.inboundPlanId === plan.inboundPlanId ? group : undefined;
  }

  /** An option's status now: OFFERED turns EXPIRED at its expiration. */
  packingOptionStatus(option: PackingOptionRecord): PackingOptionRecord['status'] {
    return option.status === 'OFFERED' && this.deps.now() >= option.expiresAt ? 'EXPIRED' : option.status;
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
    if (request.kind === 'setPrepDetails') return setPrepDetails(this, operation, request);
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
        return generatePlacementOptions(this, operation, plan, data);
      case 'confirmPlacementOption':
        return confirmPlacementOption(this, operation, plan, request.placementOptionId);
      case 'cancelInboundPlan':
        return cancelPlan(this, operation, plan);
      case 'updateShipmentSourceAddress':
        return updateSourceAddress(this, operation, request);
      case 'generateShipmentContentUpdatePreviews':
        return generatePreview(this, operation, plan, data, request);
      case 'confirmShipmentContentUpdatePreview':
        return confirmPreview(this, operation, request);
      case 'generatePackingOptions':
        return generatePackingOptions(this, operation, plan, data);
      case 'confirmPackingOption':
        return confirmPackingOption(this, operation, plan, request.packingOptionId);
      case 'setPackingInformation':
        return setPackingInformation(this, operation, plan, request);
      default:
        return runTransportOperation(this, operation, plan, request);
    }
  }
}

/** Reads an operation stored before packing groups and multi-shipment transport in today's shape. */
function upgradeRequest(request: OperationRequest): void {
  const old = request as unknown as Record<string, unknown>;
  if (request.kind === 'setPackingInformation' && !request.groupings)
    request.groupings = [{ shipmentId: old.shipmentId as string, boxes: old.boxes as BoxUpdateInput[] }];
  if (request.kind === 'generateTransportationOptions' && !request.configs)
    request.configs = [old.config as TransportConfigInput];
  if (request.kind === 'confirmTransportationOptions' && !request.selections)
    request.selections = [
      { shipmentId: old.shipmentId as string, transportationOptionId: old.transportationOptionId as string },
    ];
}
