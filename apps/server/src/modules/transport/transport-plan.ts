import { amazonFreightClass, transportMessages as tm, voidWindowMs, type FreightClass } from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type {
  InboundApi,
  ShipmentTransportationConfiguration,
  TransportationOption,
} from '../marketplace/fulfillment-inbound.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import { fingerprintOf } from '../marketplace/inbound-operations.js';
import type { StepOperations, TransportApi, TransportRepos } from './transport-steps.js';
import type {
  StoredTransportOption,
  TransportRepository,
  TransportRow,
  TransportShipment,
} from './transport.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface TransportSettings {
  shipmentType: 'SP' | 'LTL';
  isPartnered: 'true' | 'false';
  carrierName: string;
}

export interface PlanStepsContext {
  repo: TransportRepository;
  transaction: InTransaction<TransportRepos>;
  clock: Clock;
  apiFor: (shipment: TransportShipment) => Promise<TransportApi>;
  runOperation: StepOperations['runOperation'];
  followOperation: StepOperations['followOperation'];
  /** The operation `operationId` of `kind` started now (its first look timed by its kind's). */
  started: (operationId: string, kind: string) => void;
  /** Throws the step's failure (its message shown) when `problem` is set. */
  must: (problem: string | null) => void;
  fail: (message: string) => never;
  changed: (accountId: string, shipmentRowId: string) => void;
  /** The box content of a shipment packed after placement (by shipmentId); null when Amazon took it. */
  sendPacking: (api: TransportApi, shipment: TransportShipment) => Promise<string | null>;
  /** An own carrier's tracking ids to Amazon (step TRACKING of that shipment). */
  resendTracking: (shipment: TransportShipment, row: TransportRow) => Promise<void>;
  toStoredOptions: (
    options: TransportationOption[],
    units: number,
    settings: TransportSettings,
  ) => StoredTransportOption[];
  estimateOf: (options: StoredTransportOption[]) => { amount: number; code: string } | null | undefined;
}

/** The option of a sibling shipment like the one chosen: same solution, mode and carrier. */
function likeChosen(options: readonly StoredTransportOption[], chosen: StoredTransportOption) {
  return options.find(
    (o) =>
      o.shippingSolution === chosen.shippingSolution &&
      o.shippingMode === chosen.shippingMode &&
      o.carrierName === chosen.carrierName,
  );
}

/**
 * The transport of a whole plan (issue 26; README beside this file, "The plan's transport"): Amazon
 * generates transportation options for every shipment of the confirmed placement option in one
 * call, and confirms one selection for each of them once ("Once confirmed, new transportation
 * options can not be generated or confirmed for the Inbound Plan"). A step started on one shipment
 * runs for all of them (its siblings), and each sibling's transport row and status take the outcome.
 */
export function createPlanSteps(ctx: PlanStepsContext) {
  const { repo, clock } = ctx;
  const label = (s: TransportShipment) => s.shipmentName || s.shipmentId;

  async function configurationOf(
    shipment: TransportShipment,
    info: Pick<TransportRow, 'readyDate' | 'freightClass'>,
    settings: TransportSettings,
  ): Promise<ShipmentTransportationConfiguration> {
    const contact = await repo.warehouseContact(shipment.accountId, shipment.warehouseId);
    const configuration: ShipmentTransportationConfiguration = {
      shipmentId: shipment.amazonShipmentId!,
      readyToShipWindow: { start: (info.readyDate ?? new Date(clock.now().getTime() + DAY_MS)).toISOString() },
      ...(contact
        ? {
            contactInformation: {
              name: contact.name.slice(0, 50),
              phoneNumber: contact.phone.slice(0, 20),
              ...(contact.email ? { email: contact.email } : {}),
            },
          }
        : {}),
    };
    if (settings.shipmentType === 'LTL') {
      const pallets = await repo.pallets(shipment.id);
      configuration.pallets = pallets.map((p) => ({
        quantity: 1,
        dimensions: { length: 48, width: 40, height: p.height ?? 0, unitOfMeasurement: 'IN' },
        weight: { unit: 'LB', value: Math.round(((p.weight ?? 0) + p.box_weight) * 100) / 100 },
        stackability: p.is_stacked ? 'STACKABLE' : 'NON_STACKABLE',
      }));
      if (info.freightClass)
        configuration.freightInformation = { freightClass: amazonFreightClass(info.freightClass as FreightClass) };
    }
    return configuration;
  }

  /**
   * Step ESTIMATING of `shipment`: the box content of each shipment packed after placement (those
   * packed first gave theirs by packing group), one generateTransportationOptions for every sibling
   * (each with its own ready date and freight class, else the ones entered here), then each
   * sibling's options and estimate.
   */
  async function estimate(shipment: TransportShipment, row: TransportRow, settings: TransportSettings) {
    const siblings = await repo.siblings(shipment);
    const api = await ctx.apiFor(shipment);
    for (const s of siblings) if (!s.packingGroupId) ctx.must(await ctx.sendPacking(api, s));
    const rows = new Map<string, TransportRow | undefined>([[shipment.id, row]]);
    for (const s of siblings.slice(1)) rows.set(s.id, await repo.find(s.accountId, s.id));
    const infos = siblings.map((s) => {
      const own = rows.get(s.id);
      return { readyDate: own?.readyDate ?? row.readyDate, freightClass: own?.freightClass ?? row.freightClass };
    });
    const configurations = await Promise.all(siblings.map((s, i) => configurationOf(s, infos[i]!, settings)));
    // What it asks, with the ready dates as entered (one left to its default is 'tomorrow' at each run).
    const asked = configurations.map((c, i) => ({ ...c, readyToShipWindow: infos[i]!.readyDate }));
    ctx.must(
      await ctx.runOperation(api, shipment, 'generateTransportationOptions', fingerprintOf(asked), () =>
        api.generateTransportationOptions(shipment.inboundPlanId!, shipment.placementOptionId!, configurations),
      ),
    );
    const options = new Map<string, StoredTransportOption[]>();
    for (const s of siblings) {
      const listed = await api.listTransportationOptions(s.inboundPlanId!, s.amazonShipmentId!);
      options.set(s.id, ctx.toStoredOptions(listed, await repo.units(s.id), settings));
    }
    await ctx.transaction(async (tx) => {
      const own = options.get(shipment.id)!;
      if (
        !(await tx.transportRepo.finishStep(shipment.accountId, shipment.id, 'ESTIMATING', {
          options: own,
          error: null,
        }))
      )
        return;
      for (const s of siblings) {
        if (s.id !== shipment.id)
          await tx.transportRepo.upsert(s.accountId, s.id, { options: options.get(s.id)!, error: null });
        const cost = ctx.estimateOf(options.get(s.id)!);
        await tx.shipmentsRepo.setTransport(s.accountId, s.id, {
          transportStatus: 'ESTIMATED',
          // Packed first: the box content went to Amazon with Send Box Contents.
          ...(s.packingGroupId ? { feedStatus: 'Success', feedErrors: [] } : {}),
          ...(cost === undefined
            ? {}
            : { estimatedCost: cost ? cost.amount.toFixed(2) : null, estimatedCostCurrency: cost?.code ?? null }),
        });
      }
    });
    for (const s of siblings.slice(1)) ctx.changed(s.accountId, s.id);
  }

  /** The confirmed option at Amazon (a quote with voidableUntil), if any. */
  async function confirmedAtAmazon(api: InboundApi, shipment: TransportShipment) {
    const listed = await api.listTransportationOptions(shipment.inboundPlanId!, shipment.amazonShipmentId!);
    return listed.find((o) => o.quote?.voidableUntil);
  }

  /** An own carrier's delivery window (the first AVAILABLE one), before its option is confirmed. */
  async function confirmDeliveryWindow(api: InboundApi, s: TransportShipment) {
    ctx.must(
      await ctx.runOperation(api, s, 'generateDeliveryWindowOptions', s.amazonShipmentId!, () =>
        api.generateDeliveryWindowOptions(s.inboundPlanId!, s.amazonShipmentId!),
      ),
    );
    const windows = await api.listDeliveryWindowOptions(s.inboundPlanId!, s.amazonShipmentId!);
    const window = windows.find((w) => w.availabilityType === 'AVAILABLE') ?? windows[0];
    if (!window) ctx.fail(tm.deliveryWindowMissing);
    ctx.must(
      await ctx.runOperation(api, s, 'confirmDeliveryWindowOptions', window.deliveryWindowOptionId, () =>
        api.confirmDeliveryWindowOptions(s.inboundPlanId!, s.amazonShipmentId!, window.deliveryWindowOptionId),
      ),
    );
  }

  /**
   * Step CONFIRMING of `shipment`: one confirmTransportationOptions with the option chosen here and,
   * for each sibling, its option of the same solution, mode and carrier (a partnered small-parcel
   * plan uses one carrier for all its shipments). Exactly once: with an operation id stored it is
   * polled; with only the attempt stored (a lost answer) the options are read first.
   */
  async function confirm(shipment: TransportShipment, row: TransportRow): Promise<void> {
    const api = await ctx.apiFor(shipment);
    const optionId = row.confirmOptionId!;
    const option = row.options.find((o) => o.transportationOptionId === optionId);
    if (!option) return ctx.fail(tm.optionNotFound);
    const siblings = await repo.siblings(shipment);
    const selections: { shipment: TransportShipment; row: TransportRow; option: StoredTransportOption }[] = [
      { shipment, row, option },
    ];
    for (const s of siblings.slice(1)) {
      const own = await repo.find(s.accountId, s.id);
      const like = own && likeChosen(own.options, option);
      if (!own || !like) return ctx.fail(tm.planOptionMissing(label(s)));
      selections.push({ shipment: s, row: own, option: like });
    }
    let done: TransportationOption | undefined;
    if (row.confirmOperationId) {
      ctx.must(await ctx.followOperation(api, row.confirmOperationId, 'confirmTransportationOptions'));
      done = await confirmedAtAmazon(api, shipment);
    } else if (row.confirmStartedAt) {
      // A confirm was sent and its answer lost: look before sending it again.
      done = await confirmedAtAmazon(api, shipment);
      if (done && done.transportationOptionId !== optionId) ctx.fail(tm.alreadyConfirmed);
    }
    if (!done) {
      for (const sel of selections) if (sel.option.needsDeliveryWindow) await confirmDeliveryWindow(api, sel.shipment);
      await repo.upsert(shipment.accountId, shipment.id, { confirmStartedAt: clock.now(), confirmOperationId: null });
      const contact = await repo.warehouseContact(shipment.accountId, shipment.warehouseId);
      let operationId: string;
      try {
        ({ operationId } = await api.confirmTransportationOptions(
          shipment.inboundPlanId!,
          selections.map((sel) => ({
            shipmentId: sel.shipment.amazonShipmentId!,
            transportationOptionId: sel.option.transportationOptionId,
            ...(contact
              ? { contactInformation: { name: contact.name.slice(0, 50), phoneNumber: contact.phone.slice(0, 20) } }
              : {}),
          })),
        ));
      } catch (error) {
        // Lost answer: the next run (pg-boss retries) reconciles through the list.
        if (error instanceof MarketplaceError && error.ambiguous)
          throw new MarketplaceError('unavailable', error.message);
        throw error;
      }
      ctx.started(operationId, 'confirmTransportationOptions');
      await repo.upsert(shipment.accountId, shipment.id, { confirmOperationId: operationId });
      ctx.must(await ctx.followOperation(api, operationId, 'confirmTransportationOptions'));
      done = await confirmedAtAmazon(api, shipment);
    }
    const now = clock.now().getTime();
    const windowEnd = now + voidWindowMs(shipment.shipmentType ?? 'SP');
    const amazonEnd = done?.quote?.voidableUntil ? Date.parse(done.quote.voidableUntil) : windowEnd;
    const voidDate = new Date(Math.min(windowEnd, amazonEnd));
    const ownCarrier = option.shippingSolution === 'USE_YOUR_OWN_CARRIER';
    const finished = await ctx.transaction(async (tx) => {
      for (const sel of selections) {
        const patch = {
          error: null,
          confirmedOptionId: sel.option.transportationOptionId,
          options: sel.row.options.map((o) =>
            o.transportationOptionId === sel.option.transportationOptionId
              ? { ...o, voidableUntil: voidDate.toISOString() }
              : o,
          ),
          // Own carriers: the tracking ids go next, in this run (a restart resumes the step).
          ...(ownCarrier ? { step: 'TRACKING' } : {}),
        };
        if (sel.shipment.id === shipment.id) {
          if (!(await tx.transportRepo.finishStep(shipment.accountId, shipment.id, 'CONFIRMING', patch))) return false;
        } else await tx.transportRepo.upsert(sel.shipment.accountId, sel.shipment.id, patch);
        const cost = (sel.shipment.id === shipment.id ? done?.quote?.cost : undefined) ?? sel.option.cost;
        await tx.shipmentsRepo.setTransport(sel.shipment.accountId, sel.shipment.id, {
          transportStatus: 'CONFIRMED',
          voidDate,
          shipmentStatus: 'PENDING_TO_MARK_SHIP',
          ...(cost ? { estimatedCost: cost.amount.toFixed(2), estimatedCostCurrency: cost.code } : {}),
        });
      }
      return true;
    });
    if (!finished) return;
    for (const sel of selections) ctx.changed(sel.shipment.accountId, sel.shipment.id);
    // Confirmed stays confirmed: a refused tracking update ends the TRACKING step with its error.
    if (ownCarrier) for (const sel of selections) await ctx.resendTracking(sel.shipment, sel.row);
  }

  return { estimate, confirm };
}
