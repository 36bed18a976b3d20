import { randomUUID } from 'node:crypto';
import { inboundMessages } from '@stowline/domain';
import { createInboundApi, type InboundApi } from '../marketplace/fulfillment-inbound.js';
import { createPackingApi } from '../marketplace/inbound-packing.js';
import { OperationStillRunning } from '../marketplace/inbound-operations.js';
import { MarketplaceError } from '../marketplace/marketplace-client.js';
import { createCreationSteps } from './creation.jobs.js';
import type { PlanRequestRow } from './inbound.repository.js';
import {
  CANCEL_WAIT_MS,
  DEFAULT_TIMING,
  inLanes,
  isPlanDone,
  LeaseLost,
  PLAN_LANES,
  toMessage,
  type EngineContext,
  type InboundEngineDeps,
} from './job-support.js';
import { createPackingSteps } from './packing.jobs.js';
import { createPlacementSteps } from './placement.jobs.js';
import { createPlanningSteps } from './planning.jobs.js';

const QUEUE = 'inbound-plans';
const SWEEP_QUEUE = 'inbound-plans-sweep';
/** Requests worked on at once per process; the SP-API token buckets pace the calls. */
const WORKERS = 4;

/**
 * The plan-request job (see the README beside this file). One pg-boss job per request turn; the
 * request's lease (inbound_plan_requests.lease_holder/lease_until, renewed while it runs) keeps
 * one process at it at a time, and `work_version` makes sure work added while a turn ends is
 * never left unseen. Every step's state is in PostgreSQL before the next call, so a process that
 * stops (or dies: its lease lapses, the sweep sends the job again) resumes where it was.
 */
export function createInboundEngine(deps: InboundEngineDeps) {
  const { boss, marketplace, log, repo, clock } = deps;
  const timing = { ...DEFAULT_TIMING, ...deps.timing };
  const packingSteps = createPackingSteps({
    repo,
    packingRepo: deps.packingRepo,
    transaction: deps.transaction,
    failPlanWithProblems: (plan, problems, stage) => planning.failPlanWithProblems(plan, problems, stage),
    packedBoxes: (accountId, rowIds) => deps.placementRepo.packedBoxes(accountId, rowIds),
    clock,
    operations: deps.operations,
    reconcileGraceMs: timing.reconcileGraceMs,
  });
  const placementSteps = createPlacementSteps({ packingRepo: deps.packingRepo, transaction: deps.transaction });
  const stopping = new AbortController();
  let started = false;
  /** This process's workers, woken when this process queues work (no wait for their next poll). */
  const workerIds: string[] = [];

  /** Waits, or less when the process is stopping. */
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        stopping.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      stopping.signal.addEventListener('abort', done, { once: true });
    });

  function throwIfStopping(): void {
    if (stopping.signal.aborted) throw new Error('Interrupted: the server is stopping');
  }

  async function kick(requestId: string): Promise<void> {
    if (!started) return;
    await boss.send(QUEUE, { requestId }, { retryLimit: 30, retryDelay: 1, retryBackoff: true, expireInSeconds: 1800 });
    for (const id of workerIds) boss.notifyWorker(id);
  }

  async function storeOf(request: PlanRequestRow) {
    const store = await repo.findStore(request.accountId, request.storeId);
    if (!store?.sellerId || !store.isAuthorized)
      throw new MarketplaceError('unauthorized', inboundMessages.storeNotConnected);
    return { storeId: store.storeId, sellerId: store.sellerId };
  }

  async function apiFor(request: PlanRequestRow): Promise<InboundApi> {
    return createInboundApi(marketplace, await storeOf(request));
  }

  async function packingApiFor(request: PlanRequestRow) {
    return createPackingApi(marketplace, await storeOf(request));
  }

  const pause = (operationId: string | null | undefined) => deps.operations.pause(operationId, stopping.signal);
  const context: EngineContext = { deps, timing, sleep, pause, throwIfStopping, apiFor, packingApiFor };
  const planning = createPlanningSteps({ ...context, packingSteps });
  const { runPlan, finishRequest } = planning;
  const { runCreations, runPackingCreations } = createCreationSteps({ ...context, packingSteps, placementSteps });

  // -- the job --------------------------------------------------------------------------------

  /**
   * Clear Ship Plan (or a newer request of the store marketplace) hid the request: its Amazon
   * plans with no confirmed placement option and no creation under way are cancelled at Amazon,
   * best effort. Amazon out of reach hands the job back (the sweep sends it again); a refusal is
   * logged (ids only) and left: an unconfirmed plan expires at Amazon by itself.
   */
  async function cancelCleared(request: PlanRequestRow): Promise<void> {
    const plans = await repo.plansOf([request.id]);
    const shipments = await repo.shipmentsOf(plans.map((p) => p.id));
    let api: InboundApi | undefined;
    for (const plan of plans) {
      if (plan.status === 'CANCELLED' || plan.confirmedOptionId || plan.packingConfirmStatus) continue;
      const creating = shipments.some(
        (s) => s.planRowId === plan.id && (s.creationStatus === 'IN_PROGRESS' || s.creationStatus === 'CREATED'),
      );
      if (creating) continue;
      if (!plan.inboundPlanId) {
        // Never made at Amazon (a create whose answer was lost is first seen through by runPlan).
        await repo.updatePlan(plan.id, { status: 'CANCELLED', operationId: null, callStartedAt: null });
        continue;
      }
      api ??= await apiFor(request);
      let outcome: string;
      try {
        const { operationId } = await api.cancelInboundPlan(plan.inboundPlanId);
        deps.operations.started(operationId, 'cancelInboundPlan');
        const problem = await deps.operations.wait(api, operationId, {
          kind: 'cancelInboundPlan',
          waitMs: CANCEL_WAIT_MS,
          failed: 'FAILED',
          signal: stopping.signal,
        });
        outcome = problem === null ? 'SUCCESS' : 'FAILED';
      } catch (error) {
        if (error instanceof OperationStillRunning) outcome = 'IN_PROGRESS';
        else if (!(error instanceof MarketplaceError) || error.kind === 'unavailable') throw error;
        else outcome = error.ambiguous ? 'ANSWER LOST' : `REFUSED (${error.kind})`;
      }
      if (outcome !== 'SUCCESS')
        log.warn(
          { requestId: request.id, planId: plan.id, outcome },
          'cancelInboundPlan of a cleared plan did not succeed: left to expire at Amazon',
        );
      await repo.updatePlan(plan.id, {
        status: 'CANCELLED',
        operationId: null,
        message: outcome === 'SUCCESS' ? null : `cancelInboundPlan ${outcome}`,
      });
    }
    if (request.status === 'IN_PROGRESS')
      await repo.updateRequest(request.id, {
        status: 'FAILED',
        step: 'DONE',
        progress: 100,
        message: inboundMessages.planDismissed,
      });
  }

  async function work(requestId: string, holder: string, lease: { lost: boolean }): Promise<void> {
    const request = await repo.findRequestById(requestId);
    if (!request) return;
    const plans = await repo.plansOf([request.id]);
    const open = plans.filter((p) => !isPlanDone(p));
    if (request.dismissedAt) {
      await inLanes(
        open.map((p) => p.id),
        PLAN_LANES,
        (planId) => runPlan(request, planId, holder, lease),
      );
      await cancelCleared(request);
    } else if (open.length || request.status === 'IN_PROGRESS') {
      await inLanes(
        open.map((p) => p.id),
        request.mode === 'one-by-one' ? PLAN_LANES : 1,
        (planId) => runPlan(request, planId, holder, lease),
      );
      await finishRequest(request);
    }
    for (const plan of await repo.plansOf([request.id])) {
      if (plan.status !== 'READY') continue;
      if (plan.packingOptionId) await runPackingCreations(request, plan.id, lease);
      await runCreations(request, plan.id, lease);
    }
  }

  async function failRequest(requestId: string, message: string): Promise<void> {
    await repo.updateRequest(requestId, { status: 'FAILED', step: 'DONE', progress: 100, message });
    for (const plan of await repo.plansOf([requestId])) {
      if (!isPlanDone(plan)) await repo.updatePlan(plan.id, { status: 'FAILED', message });
      await repo.failCreations(plan.id, message);
    }
  }

  async function runJob(requestId: string): Promise<void> {
    const holder = randomUUID();
    let version = await repo.claim(requestId, holder, timing.leaseMs);
    if (version === undefined) return; // no work, or another process is at it (and sees this work)
    const lease = { lost: false };
    const beat = setInterval(() => {
      repo
        .renew(requestId, holder, timing.leaseMs)
        .then((held) => {
          if (!held) lease.lost = true;
        })
        .catch(() => undefined);
    }, timing.renewMs);
    try {
      for (;;) {
        throwIfStopping();
        try {
          await work(requestId, holder, lease);
        } catch (error) {
          if (error instanceof LeaseLost || stopping.signal.aborted) throw error;
          if (error instanceof MarketplaceError && error.kind === 'unavailable') throw error;
          log.warn({ requestId, err: error }, 'inbound plan request failed');
          await failRequest(requestId, toMessage(error));
        }
        if (await repo.finishIfIdle(requestId, holder, version)) return;
        const next = await repo.workVersion(requestId, holder);
        if (next === undefined) return; // taken over
        version = next;
      }
    } catch (error) {
      // Stopping, a lost lease or Amazon out of reach: hand back; pg-boss or the sweep runs it again.
      await repo.release(requestId, holder).catch(() => undefined);
      if (error instanceof LeaseLost) return;
      throw error;
    } finally {
      clearInterval(beat);
    }
  }

  /** Sends a job for every request with work and no live lease (a restart, a lost job, a dead process). */
  async function sweep(): Promise<void> {
    for (const id of await repo.findUnattended(200)) await kick(id);
  }

  return {
    async start(options: { workers: boolean }) {
      await boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard' });
      await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
      started = true;
      if (!options.workers) return;
      const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
      for (let i = 0; i < WORKERS; i += 1) {
        workerIds.push(
          await boss.work<{ requestId: string }>(QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
            if (job) await runJob(job.data.requestId);
          }),
        );
      }
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, () => sweep());
      await boss.schedule(SWEEP_QUEUE, '* * * * *');
      // A restart resumes what the last process left.
      await sweep();
    },
    kick,
    sweep,
    stop(): void {
      stopping.abort();
      started = false;
    },
  };
}
export type InboundEngine = ReturnType<typeof createInboundEngine>;
