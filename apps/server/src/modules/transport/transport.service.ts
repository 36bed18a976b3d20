import type PgBoss from 'pg-boss';
import {
  checkRequiredInformation,
  inboundMessages,
  proNumberFor,
  transportMessages as tm,
  type BillOfLadingResponse,
  type ConfirmTransportBody,
  type ShipmentChangeKind,
  type SyncTransportBody,
  type TransportState,
  type VoidTransportBody,
} from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../auth/sessions.js';
import { createInboundApi } from '../marketplace/fulfillment-inbound.js';
import type { OperationPoller } from '../marketplace/inbound-operations.js';
import { MarketplaceError, type Logger, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createPlanSteps, type TransportSettings } from './transport-plan.js';
import { createTransportSteps, stepOperations, type TransportApi, type TransportRepos } from './transport-steps.js';
import { createPackingApi } from '../marketplace/inbound-packing.js';
import type { PlacementRepository } from '../shipments/placement.repository.js';
import { estimateOf, settingsOf, toStoredOptions } from './transport-options.js';
import { transportState } from './transport-state.js';
import type { ShipmentTransportRepository } from '../shipments/shipment-transport.repository.js';
import type { TransportRepository, TransportShipment } from './transport.repository.js';

const QUEUE = 'shipment-transport';
const WORKERS = 2;
/** How long a step waits for one of Amazon's operations before the job is tried again (following the same one). */
const STEP_WAIT_MS = 120_000;

type Settings = TransportSettings;
interface JobData {
  accountId: string;
  shipmentRowId: string;
  settings?: Settings;
}

/**
 * Transport with Amazon (spec document 2, sections 4, 5, 7, 8, 9; issue 17; README.md beside this
 * file). Routes start a step (one at a time per shipment: `step`), a pg-boss job runs it against
 * Amazon's v2024-03-20 operations and stores the outcome; every change is announced (`changed`).
 */
export function createTransportService(deps: {
  boss: PgBoss;
  marketplace: MarketplaceClient;
  log: Logger & { error(obj: object, msg: string): void };
  transportRepo: TransportRepository;
  /** The shipments module's one writer of the shipment's transport fields. */
  shipmentsRepo: Pick<ShipmentTransportRepository, 'setTransport'>;
  transaction: InTransaction<TransportRepos>;
  /** Our boxes of shipments as they were sent (the shipments module's read). */
  packedBoxes: PlacementRepository['packedBoxes'];
  assertShipmentReady: (accountId: string, shipmentRowId: string) => Promise<void>;
  changed?: (change: { accountId: string; shipmentRowId: string; kind: ShipmentChangeKind }) => void;
  pollingIntervalSeconds?: number;
  /** The one poller of Amazon's operations (marketplace/inbound-operations.ts). */
  operations: OperationPoller;
  fetchBol?: (url: string) => Promise<Buffer>;
  withLock: <T>(key: string, work: () => Promise<T>) => Promise<T>;
  /** The time of day: ready dates and void windows. */
  clock: Clock;
}) {
  const { boss, log, transportRepo: repo, shipmentsRepo, clock } = deps;
  const workerIds: string[] = [];
  let started = false;
  const stopping = new AbortController();
  const changed = (accountId: string, shipmentRowId: string) =>
    deps.changed?.({ accountId, shipmentRowId, kind: 'shipment' });

  async function state(accountId: string, shipmentRowId: string): Promise<TransportState> {
    // The step first: a step read as ended has committed its outcome, which the shipment read next
    // shows. Read the other way round, a step ending between the two reads would show as ended
    // with the shipment as it was before it (a page, or a test, taking the old state as settled).
    const row = await repo.find(accountId, shipmentRowId);
    const shipment = await repo.shipment(accountId, shipmentRowId);
    if (!shipment) throw new AppError('NOT_FOUND', tm.shipmentNotFound);
    return transportState(shipment, row, await repo.siblings(shipment), clock.now());
  }

  async function kick(data: JobData): Promise<void> {
    if (!started) return;
    await boss.send(QUEUE, data, { retryLimit: 20, retryDelay: 1, retryBackoff: true, expireInSeconds: 900 });
    for (const id of workerIds) boss.notifyWorker(id);
  }

  async function shipmentOf(actor: Actor, id: string): Promise<TransportShipment> {
    const shipment = await repo.shipment(actor.accountId, id);
    if (!shipment) throw new AppError('NOT_FOUND', tm.shipmentNotFound);
    return shipment;
  }

  function noWorkers(actor: Actor): void {
    if (actor.userType === 'worker') throw new AppError('FORBIDDEN', tm.workerNotAllowed);
  }

  async function apiFor(shipment: TransportShipment): Promise<TransportApi> {
    const store = await repo.store(shipment.accountId, shipment.storeId);
    if (!store?.seller_id || !store.is_authorized) throw new MarketplaceError('unauthorized', tm.marketplaceError);
    const ref = { storeId: shipment.storeId, sellerId: store.seller_id };
    return { ...createInboundApi(deps.marketplace, ref), ...createPackingApi(deps.marketplace, ref) };
  }

  const { runOperation, followOperation } = stepOperations(deps.operations, STEP_WAIT_MS, stopping.signal);

  class StepFailed extends Error {}
  const must = (problem: string | null) => {
    if (problem) throw new StepFailed(problem);
  };

  // -- the steps (jobs) ----------------------------------------------------------------------

  const { sendPacking, resendTracking, resubmitFeed, voidTransport } = createTransportSteps({
    repo,
    shipmentsRepo,
    transaction: deps.transaction,
    packedBoxes: deps.packedBoxes,
    apiFor,
    runOperation,
    must,
    changed,
  });
  const planSteps = createPlanSteps({
    repo,
    transaction: deps.transaction,
    clock,
    apiFor,
    runOperation,
    followOperation,
    started: deps.operations.started,
    must,
    fail: (message) => {
      throw new StepFailed(message);
    },
    changed,
    sendPacking,
    resendTracking,
    toStoredOptions,
    estimateOf,
  });

  /** One run at a time per shipment, across processes (a stale retry waits for the live run). */
  async function runJob(data: JobData): Promise<void> {
    await deps.withLock(`transport:${data.shipmentRowId}`, () => runStep(data));
  }

  async function runStep(data: JobData): Promise<void> {
    const shipment = await repo.shipment(data.accountId, data.shipmentRowId);
    const row = await repo.find(data.accountId, data.shipmentRowId);
    if (!shipment || !row?.step) return;
    try {
      if (row.step === 'ESTIMATING') await planSteps.estimate(shipment, row, data.settings ?? settingsOf(shipment));
      else if (row.step === 'CONFIRMING') await planSteps.confirm(shipment, row);
      else if (row.step === 'TRACKING') await resendTracking(shipment, row);
      else if (row.step === 'RESUBMITTING') await resubmitFeed(shipment);
      else await voidTransport(shipment);
    } catch (error) {
      if (error instanceof MarketplaceError && error.kind === 'unavailable' && !stopping.signal.aborted) {
        log.warn({ shipmentRowId: shipment.id, step: row.step }, 'transport step: Amazon out of reach, retried');
        throw error;
      }
      if (stopping.signal.aborted) throw error;
      // The step may have moved on in this run (confirm → TRACKING).
      const step = (await repo.find(shipment.accountId, shipment.id))?.step ?? row.step;
      const message =
        error instanceof StepFailed || error instanceof MarketplaceError ? error.message : tm.marketplaceError;
      if (!(error instanceof StepFailed)) log.warn({ shipmentRowId: shipment.id, err: error }, 'transport step failed');
      await repo.finishStep(shipment.accountId, shipment.id, step, { error: message });
    } finally {
      changed(shipment.accountId, shipment.id);
    }
  }

  function fromAmazon(shipment: TransportShipment): void {
    // Small parcel packed first: no Amazon shipment (and so no transport) until it is placed.
    if (shipment.packingGroupId && !shipment.amazonShipmentId)
      throw new AppError('CONFLICT', inboundMessages.notPlacedYet);
    if (!shipment.inboundPlanId || !shipment.amazonShipmentId || !shipment.placementOptionId)
      throw new AppError('CONFLICT', tm.voidNotCreatedHere.replace('void its transport', 'book its transport'));
  }

  async function answer(actor: Actor, id: string, message: string) {
    return { message, transport: await state(actor.accountId, id) };
  }

  return {
    engine: {
      async start(options: { workers: boolean }) {
        await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard' });
        started = true;
        if (!options.workers) return;
        for (let i = 0; i < WORKERS; i += 1)
          workerIds.push(
            await boss.work<JobData>(
              QUEUE,
              { pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, batchSize: 1 },
              async ([job]) => {
                if (job) await runJob(job.data);
              },
            ),
          );
        for (const row of await repo.inFlight()) await kick(row);
      },
      stop() {
        stopping.abort();
        started = false;
      },
    },

    async get(actor: Actor, id: string) {
      return answer(actor, id, '');
    },

    async estimate(actor: Actor, body: SyncTransportBody) {
      const id = body.inboundShipmentId;
      const shipment = await shipmentOf(actor, id);
      if (shipment.shipmentStatus !== 'WORKING') throw new AppError('CONFLICT', tm.notWorking);
      if (shipment.transportStatus === 'CONFIRMED') throw new AppError('CONFLICT', tm.alreadyConfirmed);
      fromAmazon(shipment);
      const settings: Settings = {
        shipmentType: body.ShipmentType,
        isPartnered: body.IsPartnered === true || body.IsPartnered === 'true' ? 'true' : 'false',
        carrierName: body.CarrierName,
      };
      const problem = checkRequiredInformation(settings, body, clock.now());
      if (problem) throw new AppError('VALIDATION', problem);
      await deps.assertShipmentReady(actor.accountId, id);
      const readyDate = body.readyDate && Number.isFinite(Date.parse(body.readyDate)) ? new Date(body.readyDate) : null;
      const startedNow = await repo.startStep(actor.accountId, id, 'ESTIMATING', {
        readyDate,
        freightClass: body.freightClass ?? null,
        proNumber: proNumberFor(settings, body.proNumber),
      });
      if (!startedNow) throw new AppError('CONFLICT', tm.busy);
      changed(actor.accountId, id);
      await kick({ accountId: actor.accountId, shipmentRowId: id, settings });
      return answer(actor, id, tm.estimateStarted);
    },

    async confirm(actor: Actor, body: ConfirmTransportBody) {
      noWorkers(actor);
      const id = body.inboundShipmentId;
      const shipment = await shipmentOf(actor, id);
      const row = await repo.find(actor.accountId, id);
      if (shipment.transportStatus === 'CONFIRMED') {
        if (row?.confirmedOptionId === body.transportationOptionId) {
          const state = await answer(actor, id, tm.alreadyConfirmed);
          return { ...state, transportStatus: state.transport.transportStatus, voidDate: state.transport.voidDate };
        }
        throw new AppError('CONFLICT', tm.alreadyConfirmed);
      }
      if (shipment.shipmentStatus !== 'WORKING') throw new AppError('CONFLICT', tm.notWorking);
      if (shipment.transportStatus !== 'ESTIMATED' || !row) throw new AppError('CONFLICT', tm.notEstimated);
      const option = row.options.find((o) => o.transportationOptionId === body.transportationOptionId);
      if (!option) throw new AppError('CONFLICT', tm.optionNotFound);
      await deps.assertShipmentReady(actor.accountId, id);
      // Amazon takes an own carrier's parcels with their tracking ids (every shipment of the plan's
      // transport); FedEx's come from its shipment.
      if (option.shippingSolution === 'USE_YOUR_OWN_CARRIER' && shipment.shipmentType !== 'LTL')
        for (const s of await repo.siblings(shipment)) {
          if (!(await repo.boxes(s.id)).some((b) => !b.tracking_id?.trim())) continue;
          if (shipment.carrierName === 'FEDERAL_EXPRESS_CORP') throw new AppError('CONFLICT', tm.fedexShipmentFirst);
          throw new AppError(
            'CONFLICT',
            s.id === shipment.id ? tm.trackingRequired : tm.planTrackingRequired(s.shipmentName || s.shipmentId),
          );
        }
      // The attempt is stored with the step; an earlier attempt of another option keeps its marks
      // only when it is the same option (its operation is polled, or the list is read).
      const same = row.confirmOptionId === body.transportationOptionId;
      const startedNow = await repo.startStep(actor.accountId, id, 'CONFIRMING', {
        confirmOptionId: body.transportationOptionId,
        ...(same ? {} : { confirmOperationId: null, confirmStartedAt: null }),
      });
      if (!startedNow) throw new AppError('CONFLICT', tm.busy);
      changed(actor.accountId, id);
      await kick({ accountId: actor.accountId, shipmentRowId: id });
      const state = await answer(actor, id, tm.confirmStarted);
      return { ...state, transportStatus: state.transport.transportStatus, voidDate: state.transport.voidDate };
    },

    async voidTransport(actor: Actor, body: VoidTransportBody) {
      noWorkers(actor);
      const id = body.inboundShipmentId;
      const shipment = await shipmentOf(actor, id);
      if (shipment.transportStatus !== 'CONFIRMED') throw new AppError('CONFLICT', tm.notConfirmed);
      if (shipment.shipmentStatus !== 'PENDING_TO_MARK_SHIP' && shipment.shipmentStatus !== 'WORKING')
        throw new AppError('CONFLICT', tm.voidWindowPassed);
      if (!shipment.voidDate || shipment.voidDate.getTime() <= clock.now().getTime())
        throw new AppError('CONFLICT', tm.voidWindowPassed);
      if (!shipment.appCreated || !shipment.inboundPlanId) throw new AppError('CONFLICT', tm.voidNotCreatedHere);
      // Amazon cancels whole plans: the plan may hold no shipment beyond this transport's.
      if (
        (await repo.shipmentsOfPlan(actor.accountId, shipment.inboundPlanId)) > (await repo.siblings(shipment)).length
      )
        throw new AppError('CONFLICT', tm.voidSharedPlan);
      if (!(await repo.startStep(actor.accountId, id, 'VOIDING'))) throw new AppError('CONFLICT', tm.busy);
      changed(actor.accountId, id);
      await kick({ accountId: actor.accountId, shipmentRowId: id });
      const state = await answer(actor, id, tm.voidStarted);
      return { ...state, voidDate: state.transport.voidDate };
    },

    async markShipped(actor: Actor, shipmentRowId: string) {
      noWorkers(actor);
      await deps.transaction(async (tx) => {
        const shipment = await tx.transportRepo.shipment(actor.accountId, shipmentRowId, 'update');
        if (!shipment) throw new AppError('NOT_FOUND', tm.shipmentNotFound);
        const row = await tx.transportRepo.find(actor.accountId, shipmentRowId);
        if (shipment.transportStatus !== 'CONFIRMED' || shipment.shipmentStatus !== 'PENDING_TO_MARK_SHIP' || row?.step)
          throw new AppError('CONFLICT', tm.notPendingMarkShip);
        await tx.shipmentsRepo.setTransport(actor.accountId, shipmentRowId, { shipmentStatus: 'SHIPPED' });
      });
      changed(actor.accountId, shipmentRowId);
      return answer(actor, shipmentRowId, tm.markedShipped);
    },

    async downloadBol(actor: Actor, shipmentRowId: string): Promise<BillOfLadingResponse> {
      const shipment = await shipmentOf(actor, shipmentRowId);
      if (
        shipment.transportStatus !== 'CONFIRMED' ||
        shipment.shipmentType !== 'LTL' ||
        shipment.isPartnered !== 'true'
      )
        throw new AppError('CONFLICT', tm.bolOnly);
      const api = await apiFor(shipment);
      let url: string;
      try {
        url = await api.getBillOfLadingUrl(shipment.shipmentId);
      } catch (error) {
        if (error instanceof MarketplaceError && error.kind === 'rejected') throw new AppError('NOT_FOUND', tm.noBol);
        throw error;
      }
      const fetchBol =
        deps.fetchBol ??
        (async (u: string) => {
          const res = await fetch(u, { signal: AbortSignal.timeout(15_000) });
          if (!res.ok) throw new AppError('NOT_FOUND', tm.noBol);
          return Buffer.from(await res.arrayBuffer());
        });
      const pdf = await fetchBol(url);
      if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AppError('NOT_FOUND', tm.noBol);
      return { fileName: `${shipment.shipmentId}-BOL.pdf`, pdf: pdf.toString('base64') };
    },

    async syncFeeds(actor: Actor, shipmentRowId: string) {
      noWorkers(actor);
      const shipment = await shipmentOf(actor, shipmentRowId);
      if (shipment.feedStatus !== 'Failed') throw new AppError('CONFLICT', tm.feedNotFailed);
      fromAmazon(shipment);
      await deps.assertShipmentReady(actor.accountId, shipmentRowId);
      if (!(await repo.startStep(actor.accountId, shipmentRowId, 'RESUBMITTING')))
        throw new AppError('CONFLICT', tm.busy);
      changed(actor.accountId, shipmentRowId);
      await kick({ accountId: actor.accountId, shipmentRowId });
      return answer(actor, shipmentRowId, tm.feedResubmitting);
    },

    /**
     * The boxes' tracking ids changed after confirm (update-box-tracking-id): an own carrier's
     * small parcel transport sends them to Amazon again (step TRACKING). A step in flight sends the
     * boxes' ids as they are when it gets there (confirm, or the TRACKING rounds), so a busy step is
     * left to do it.
     */
    async trackingChanged(accountId: string, shipmentRowId: string): Promise<void> {
      const shipment = await repo.shipment(accountId, shipmentRowId);
      const row = await repo.find(accountId, shipmentRowId);
      const option = row?.options.find((o) => o.transportationOptionId === row.confirmedOptionId);
      if (
        shipment?.transportStatus !== 'CONFIRMED' ||
        shipment.shipmentType === 'LTL' ||
        option?.shippingSolution !== 'USE_YOUR_OWN_CARRIER'
      )
        return;
      if (!(await repo.startStep(accountId, shipmentRowId, 'TRACKING'))) return;
      changed(accountId, shipmentRowId);
      await kick({ accountId, shipmentRowId });
    },
  };
}
export type TransportService = ReturnType<typeof createTransportService>;
