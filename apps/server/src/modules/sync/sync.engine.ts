import { performance } from 'node:perf_hooks';
import type PgBoss from 'pg-boss';
import { storeMessages, type SyncJobName } from '@stowline/domain';
import type { InTransaction } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { MarketplaceError, type Logger, type MarketplaceClient } from '../marketplace/marketplace-client.js';
import { createSpApi } from '../marketplace/sp-api.js';
import type { StoresRepository } from '../stores/stores.repository.js';
import { NotReadyError, SYNC_HANDLERS, type JobContext, type SyncData } from './sync.jobs.js';
import type { RunContext, SyncRepository } from './sync.repository.js';

const SYNC_QUEUE = 'data-sync';
const SWEEP_QUEUE = 'data-sync-sweep';
/** Sync jobs of different stores and operations run side by side; the token buckets pace each operation. */
const WORKERS = 6;
/** Attempts of one run before it is FAILED; pg-boss waits between them. */
const MAX_ATTEMPTS = 3;
/** Jobs the listing sync unlocks: they need its SKUs. */
const AFTER_LISTING: SyncJobName[] = ['prepInstruction', 'catalog'];
/** What a new or reconnected store syncs first. */
const FIRST_JOBS: SyncJobName[] = ['listing', 'quantity', 'shipments'];

/** What a completed run took: all of it, and the local part (parsing and database writes). */
export interface RunTiming {
  logId: string;
  name: SyncJobName;
  seconds: number;
  localSeconds: number;
}

/** Wraps every method of the data repository so its time counts as local work. */
function timeMethods<T extends object>(target: T, add: (ms: number) => void): T {
  return new Proxy(target, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await value.apply(obj, args);
        } finally {
          add(performance.now() - started);
        }
      };
    },
  });
}

/** What a completed run writes: its log (the sync's) and the synced flag (the stores module's). */
export type CompleteRunTransaction = InTransaction<{
  syncRepo: Pick<SyncRepository, 'completeLog'>;
  storesRepo: Pick<StoresRepository, 'markShipmentsSynced' | 'markMarketplaceSynced'>;
}>;

/**
 * A completed run: its log COMPLETED (progress 100, next run scheduled) and its synced flag set,
 * in one transaction. Written apart, a moment existed where the log read COMPLETED while the
 * flag the gate and Get Started read was still false: a seller (or a poll) seeing every job
 * COMPLETED was then refused 'Waiting to Data Sync completely!'.
 */
export function completeRun(transaction: CompleteRunTransaction, run: RunContext): Promise<void> {
  return transaction(async ({ syncRepo, storesRepo }) => {
    if (!(await syncRepo.completeLog(run.logId))) return;
    if (run.name === 'shipments') await storesRepo.markShipmentsSynced(run.storeId);
    else if (run.storeMarketplaceId) await storesRepo.markMarketplaceSynced(run.storeMarketplaceId, run.name);
  });
}

export interface SyncEngineDeps {
  syncRepo: SyncRepository;
  /** What the jobs write: products (through the products module) and shipments. */
  data: SyncData;
  transaction: CompleteRunTransaction;
  /** The process's job queue, started before this engine and stopped after it. */
  boss: PgBoss;
  marketplace: MarketplaceClient;
  log: Logger & { error(obj: object, msg: string): void };
  /** Job polling interval; tests shorten it. */
  pollingIntervalSeconds?: number;
  /** How often a running job says its process is alive (default 15 s), and after how long without that its run is taken over (default 60 s). */
  heartbeat?: { everyMs: number; staleAfterMs: number };
  /** The time of day the jobs read (their runs' start, report ages, sync times). */
  clock: Clock;
}

const DEFAULT_HEARTBEAT = { everyMs: 15_000, staleAfterMs: 60_000 };

/**
 * Data sync on pg-boss: one queued job per sync log (the `stately` policy keeps at most one
 * queued and one running per log), a sweep every minute that queues logs whose next run is
 * due, and workers that run the handlers with progress and checkpoints in sync_logs.
 */
export function createSyncEngine(deps: SyncEngineDeps) {
  const { syncRepo: repo, data, marketplace, log, boss } = deps;
  const heartbeat = deps.heartbeat ?? DEFAULT_HEARTBEAT;
  const stopping = new AbortController();
  let started = false;
  /** Recent completed runs, newest last: the benchmark reads them; logs carry them too. */
  const timings: RunTiming[] = [];

  async function send(logIds: string[]): Promise<void> {
    if (!started) return;
    for (const logId of logIds) {
      await boss.send(
        SYNC_QUEUE,
        { logId },
        { singletonKey: logId, retryLimit: MAX_ATTEMPTS, retryDelay: 2, retryBackoff: true, expireInSeconds: 1800 },
      );
    }
  }

  async function queue(accountId: string, filter: Parameters<typeof repo.markPending>[1]): Promise<string[]> {
    const ids = await repo.markPending(accountId, filter);
    await send(ids);
    return ids;
  }

  async function runJob(logId: string, jobId: string): Promise<void> {
    const run = await repo.startRun(logId, jobId);
    if (!run) return; // the store was deleted
    // A run whose process dies stops beating; the sweep then hands its job to a live worker.
    const beat = setInterval(() => void repo.heartbeat(logId, jobId).catch(() => undefined), heartbeat.everyMs);
    try {
      await runStarted(run);
    } finally {
      clearInterval(beat);
    }
  }

  async function runStarted(run: NonNullable<Awaited<ReturnType<typeof repo.startRun>>>): Promise<void> {
    if (!run.isAuthorized) {
      await repo.failRun(run.logId, storeMessages.needToConnectStore, true, 'STORE_UNAUTHORIZED');
      return;
    }
    let lastProgress = -1;
    let localMs = 0;
    const addLocal = (ms: number) => {
      localMs += ms;
    };
    const checkpoint: Record<string, unknown> = { ...(run.checkpoint ?? {}) };
    const ctx: JobContext = {
      run,
      startedAt: deps.clock.now(),
      clock: deps.clock,
      api: createSpApi(marketplace, { storeId: run.storeId, sellerId: run.sellerId }),
      data: timeMethods(data, addLocal),
      ...(await repo.getRunScope(run)),
      async progress(percent) {
        const rounded = Math.max(0, Math.min(99, Math.floor(percent)));
        if (rounded === lastProgress) return;
        lastProgress = rounded;
        await repo.setProgress(run.logId, rounded);
      },
      checkpoint,
      async saveCheckpoint(patch) {
        Object.assign(checkpoint, patch);
        await repo.saveCheckpoint(run.logId, checkpoint);
      },
      signal: stopping.signal,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      timed(work) {
        const t = performance.now();
        try {
          return work();
        } finally {
          addLocal(performance.now() - t);
        }
      },
    };
    try {
      await SYNC_HANDLERS[run.name](ctx);
    } catch (error) {
      if (error instanceof NotReadyError) {
        await repo.requeueLater(run.logId);
        return;
      }
      if (stopping.signal.aborted) throw error; // pg-boss hands it to another worker; the checkpoint stays
      const message = error instanceof MarketplaceError ? error.message : 'The sync failed unexpectedly';
      const final =
        (error instanceof MarketplaceError && error.kind !== 'unavailable') || run.attempts + 1 >= MAX_ATTEMPTS;
      log.warn({ job: run.name, logId: run.logId, attempt: run.attempts + 1, final, err: error }, 'sync run failed');
      const code = error instanceof MarketplaceError && error.kind === 'unauthorized' ? 'STORE_UNAUTHORIZED' : null;
      await repo.failRun(run.logId, message, final, code);
      if (final) {
        await repo.saveCheckpoint(run.logId, {});
        return;
      }
      throw error;
    }
    await completeRun(deps.transaction, run);
    const timing = {
      logId: run.logId,
      name: run.name,
      seconds: (deps.clock.now().getTime() - ctx.startedAt.getTime()) / 1000,
      localSeconds: localMs / 1000,
    };
    timings.push(timing);
    if (timings.length > 1000) timings.shift();
    log.info(timing, 'sync run completed');
    if (run.name === 'listing' && run.storeMarketplaceId) {
      const ids = await repo.markPending(run.accountId, {
        storeId: run.storeId,
        names: AFTER_LISTING,
        storeMarketplaceId: run.storeMarketplaceId,
        includePending: true,
      });
      await send(ids);
    }
  }

  /**
   * Queues logs that are due, and takes over runs whose process died: a run that has not
   * beaten for `staleAfterMs` has its pg-boss job cancelled and is queued again, to go on from
   * its checkpoint on a live worker, instead of waiting for the job's 30-minute expiry.
   */
  async function sweep(): Promise<void> {
    for (const stalled of await repo.findStalledRuns(heartbeat.staleAfterMs)) {
      log.warn({ logId: stalled.id }, 'sync run of a process that stopped answering: running it again');
      if (stalled.jobId) await boss.cancel(SYNC_QUEUE, stalled.jobId);
      await repo.requeueLater(stalled.id);
      await send([stalled.id]);
    }
    const ids = await repo.findDue(200);
    await repo.markDuePending(ids);
    await send(ids);
  }

  return {
    /** Creates the queues; with `workers` this process also runs sync jobs and the sweep. */
    async start(options: { workers: boolean }) {
      await boss.createQueue(SYNC_QUEUE, { name: SYNC_QUEUE, policy: 'stately' });
      await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'singleton' });
      started = true;
      if (!options.workers) return;
      const pollingIntervalSeconds = deps.pollingIntervalSeconds ?? 2;
      for (let i = 0; i < WORKERS; i += 1) {
        await boss.work<{ logId: string }>(SYNC_QUEUE, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
          if (job) await runJob(job.data.logId, job.id);
        });
      }
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, () => sweep());
      await boss.schedule(SWEEP_QUEUE, '* * * * *');
    },

    /** Creates the store's logs and queues its first jobs (the others follow the listing sync). */
    async scheduleStore(accountId: string, storeId: string): Promise<void> {
      await repo.ensureLogs(accountId, storeId);
      await queue(accountId, { storeId, names: FIRST_JOBS, includePending: true });
    },

    /** Sync Now: queues one log unless it is already queued or running. Returns false then. */
    async resync(accountId: string, logId: string): Promise<boolean> {
      const ids = await queue(accountId, { ids: [logId] });
      return ids.length > 0;
    },

    sweep,

    /** Timings of recent completed runs of this process. */
    timings(): readonly RunTiming[] {
      return timings;
    },

    /** Tells running jobs to stop at their next call; the queue's stop then waits for them. */
    stop(): void {
      stopping.abort();
      started = false;
    },
  };
}
export type SyncEngine = ReturnType<typeof createSyncEngine>;
