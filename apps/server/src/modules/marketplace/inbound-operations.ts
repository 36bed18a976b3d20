import { createHash } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { OperationProblem } from '@stowline/domain';
import type { Executor } from '../../db/client.js';
import { inboundOperations, operationTimings as timingsTable } from '../../db/schema.js';
import type { Logger } from './marketplace-client.js';

/**
 * Amazon's inbound operations, one poller for all of them (issue 26, item 7). v2024-03-20 answers
 * every POST and PUT with an `operationId` whose `getInboundOperationStatus` is IN_PROGRESS until
 * the work is done, which can take minutes. The plan-request job, the transport job and the calls
 * that wait for their operation (ship-from, quantities, cancels) all look at operations here, on
 * one schedule:
 *
 * - The first look at an operation this process started comes just after the moment operations of
 *   its kind (the call that started it) were last seen running (`operationTimings`, learnt and kept
 *   in operation_timings for every process); a kind not seen yet is looked at once.
 * - Then a look `stepMs` later, each wait half as long again, at most `maxMs`. An operation this
 *   process did not start (resumed after a restart) is looked at once, then from `minMs`.
 * - A wait that runs out, or a process that stops, leaves the operation running at Amazon:
 *   `OperationStillRunning`. `run` keeps the operation id under the caller's key in
 *   inbound_operations until its end is seen, so the retry, or the job after a restart, polls the
 *   same operation and never starts the step again. (The plan-request job keeps its own ids in
 *   its plan rows; the transport's confirm keeps its id in the transport row.)
 */

export interface PollSchedule {
  /** The first wait of an operation whose start is not known here, and of a kind not seen yet after its first look. */
  minMs: number;
  /** The wait after a learnt first look. */
  stepMs: number;
  /** The longest wait between two looks. */
  maxMs: number;
  /** The longest first wait a learnt mark may ask for. */
  maxFirstWaitMs: number;
}

export const DEFAULT_SCHEDULE: PollSchedule = { minMs: 250, stepMs: 100, maxMs: 2000, maxFirstWaitMs: 20_000 };
/** Each wait between looks is this much longer than the last. */
const GROWTH = 1.5;

/** The operation was still running when the wait ran out (or the process began to stop). */
export class OperationStillRunning extends Error {
  constructor(readonly operationId: string) {
    super(`Amazon's operation ${operationId} is still running`);
  }
}

export type OperationLook = { status: 'IN_PROGRESS' } | { status: 'SUCCESS' | 'FAILED'; problems: OperationProblem[] };

/** What the poller needs of an inbound API: the operation's status. */
export interface OperationStatusApi {
  getInboundOperationStatus(operationId: string): Promise<{
    operationStatus: 'SUCCESS' | 'FAILED' | 'IN_PROGRESS';
    operationProblems: OperationProblem[];
  }>;
}

/** Amazon's messages start with 'ERROR: '; the seller reads the sentence. */
export function cleanMessage(message: string): string {
  return message.replace(/(^|\s)(ERROR|WARNING):\s*/g, '$1').trim();
}

/** A FAILED operation's errors as one sentence (warnings left out), or `fallback` when it named none. */
export function problemText(problems: readonly OperationProblem[], fallback: string): string {
  return (
    problems
      .filter((p) => p.severity?.toUpperCase() !== 'WARNING')
      .map((p) => cleanMessage(p.message))
      .join(' ') || fallback
  );
}

/** The fingerprint of what a kept operation asked: a retry asking something else starts its own. */
export function fingerprintOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url').slice(0, 32);
}

/**
 * When operations of each kind end (learnt): the moment after its start an operation of the kind
 * was last seen IN_PROGRESS. When the first look already sees it ended, the mark moves down to 0.8
 * of that time, so faster operations are followed too. `learnt` saves a mark; `seed` loads them.
 */
export function operationTimings(
  stepMs = DEFAULT_SCHEDULE.stepMs,
  maxFirstWaitMs = DEFAULT_SCHEDULE.maxFirstWaitMs,
  learnt?: (kind: string, runningUntilMs: number) => void,
) {
  const runningUntil = new Map<string, number>();
  let roundTripMs = 0;
  return {
    seed(marks: readonly { kind: string; runningUntilMs: number }[]): void {
      for (const mark of marks) if (!runningUntil.has(mark.kind)) runningUntil.set(mark.kind, mark.runningUntilMs);
    },
    /** The wait before the first look (the answer due `stepMs` after the mark, less a look's round trip). */
    firstWait(kind: string): number | undefined {
      const until = runningUntil.get(kind) ?? (runningUntil.size ? Math.min(...runningUntil.values()) : undefined);
      return until === undefined ? undefined : Math.min(maxFirstWaitMs, Math.max(0, until + stepMs - roundTripMs));
    },
    roundTrip(ms: number): void {
      roundTripMs = ms;
    },
    /** The operation ended `endedMs` after it started; it was last seen running at `runningMs`. */
    ended(kind: string, runningMs: number | undefined, endedMs: number): void {
      const mark = runningMs ?? Math.round(endedMs * 0.8);
      runningUntil.set(kind, mark);
      learnt?.(kind, mark);
    },
  };
}

/** operation_timings and inbound_operations (this module's tables). */
export function createOperationsRepository(db: Executor) {
  return {
    async timings(): Promise<{ kind: string; runningUntilMs: number }[]> {
      return db.select({ kind: timingsTable.kind, runningUntilMs: timingsTable.runningUntilMs }).from(timingsTable);
    },
    async saveTiming(kind: string, runningUntilMs: number): Promise<void> {
      const value = Math.max(0, Math.round(runningUntilMs));
      await db
        .insert(timingsTable)
        .values({ kind, runningUntilMs: value })
        .onConflictDoUpdate({ target: timingsTable.kind, set: { runningUntilMs: value, updatedAt: sql`now()` } });
    },
    async kept(accountId: string, key: string) {
      const [row] = await db
        .select()
        .from(inboundOperations)
        .where(and(eq(inboundOperations.accountId, accountId), eq(inboundOperations.key, key)));
      return row;
    },
    async keep(row: typeof inboundOperations.$inferInsert): Promise<void> {
      await db
        .insert(inboundOperations)
        .values(row)
        .onConflictDoUpdate({
          target: [inboundOperations.accountId, inboundOperations.key],
          set: {
            operationId: row.operationId,
            kind: row.kind,
            fingerprint: row.fingerprint ?? null,
            startedAt: row.startedAt ?? sql`now()`,
          },
        });
    },
    async drop(accountId: string, key: string, operationId: string): Promise<void> {
      await db
        .delete(inboundOperations)
        .where(
          and(
            eq(inboundOperations.accountId, accountId),
            eq(inboundOperations.key, key),
            eq(inboundOperations.operationId, operationId),
          ),
        );
    },
    /** Every operation kept under keys starting with `prefix` (a new step of the same owner). */
    async forget(accountId: string, prefix: string): Promise<void> {
      const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      await db
        .delete(inboundOperations)
        .where(and(eq(inboundOperations.accountId, accountId), like(inboundOperations.key, pattern)));
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

/** An operation being followed in this process. */
interface Followed {
  kind: string;
  /** When it started, when known here (its end teaches the kind's timing). */
  startedAt: number | undefined;
  /** The next look is not due before this. */
  dueAt: number;
  /** The wait after the next look. */
  delay: number;
  /** When it was last seen running, after its start. */
  runningMs: number | undefined;
}

/** Operations followed at once are few; one not looked at for this long was left (a cleared plan). */
const FORGET_AFTER_MS = 60 * 60_000;

export function createOperationPoller(deps: {
  repo: OperationsRepository;
  log: Logger;
  /** How long a request waits for an operation before answering (AMAZON_CALL_WAIT_SECONDS). */
  callWaitMs: number;
  schedule?: Partial<PollSchedule>;
}) {
  const schedule = { ...DEFAULT_SCHEDULE, ...deps.schedule };
  const timings = operationTimings(schedule.stepMs, schedule.maxFirstWaitMs, (kind, mark) => {
    // Best effort: a lost write only costs the next process a slower first look.
    deps.repo
      .saveTiming(kind, mark)
      .catch((err: unknown) => deps.log.warn({ err, kind }, 'operation timing not saved'));
  });
  const followed = new Map<string, Followed>();
  // Elapsed times (waits, deadlines, timings) are the process's own clock, not the time of day.
  const now = () => Date.now();

  /**
   * Resolves once `now()` reaches `at` (or `signal` aborts). A timer may fire early by that clock
   * (Node times it from the event loop's cached time, behind under load), so it is set again for
   * what is left: a look made after the pause is due.
   */
  function sleepUntil(at: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const check = () => {
        const left = at - now();
        if (left <= 0 || signal?.aborted) return done();
        timer = setTimeout(check, left);
      };
      signal?.addEventListener('abort', done, { once: true });
      check();
    });
  }

  function forgetStale(at: number): void {
    for (const [id, f] of followed) if (at - f.dueAt > FORGET_AFTER_MS) followed.delete(id);
  }

  /** The operation `operationId` of `kind` was started now (or at `startedAt`, as kept): its looks are timed from it. */
  function started(operationId: string, kind: string, startedAt = now()): void {
    forgetStale(startedAt);
    const first = timings.firstWait(kind);
    followed.set(operationId, {
      kind,
      startedAt,
      dueAt: startedAt + (first ?? 0),
      delay: first === undefined ? schedule.minMs : schedule.stepMs,
      runningMs: undefined,
    });
  }

  /**
   * One look at an operation, when one is due (else IN_PROGRESS without asking Amazon): its status,
   * and on its end what it teaches of its kind's timing. `pause` waits until the next is due.
   */
  async function look(api: OperationStatusApi, operationId: string, kind: string): Promise<OperationLook> {
    let f = followed.get(operationId);
    if (!f) {
      f = { kind, startedAt: undefined, dueAt: now(), delay: schedule.minMs, runningMs: undefined };
      followed.set(operationId, f);
    }
    if (now() < f.dueAt) return { status: 'IN_PROGRESS' };
    const sent = now();
    const op = await api.getInboundOperationStatus(operationId);
    const answered = now();
    timings.roundTrip(answered - sent);
    if (op.operationStatus === 'IN_PROGRESS') {
      if (f.startedAt !== undefined) f.runningMs = answered - f.startedAt;
      // The waits run from one look's sending to the next's (the answer took part of it).
      f.dueAt = sent + f.delay;
      f.delay = Math.min(schedule.maxMs, Math.round(f.delay * GROWTH));
      return { status: 'IN_PROGRESS' };
    }
    followed.delete(operationId);
    if (f.startedAt !== undefined) timings.ended(f.kind, f.runningMs, answered - f.startedAt);
    return { status: op.operationStatus, problems: op.operationProblems };
  }

  /** Waits until the next look at the operation is due (at most `minMs` for one not followed). */
  function pause(operationId: string | null | undefined, signal?: AbortSignal): Promise<void> {
    const f = operationId ? followed.get(operationId) : undefined;
    return sleepUntil(f ? f.dueAt : now() + schedule.minMs, signal);
  }

  /**
   * Follows an operation to its end: null on SUCCESS; on FAILED, Amazon's problems as one sentence
   * (`failed` when it named none). Past `waitMs`, or once `signal` aborts: OperationStillRunning.
   */
  async function wait(
    api: OperationStatusApi,
    operationId: string,
    options: { kind: string; waitMs: number; failed: string; signal?: AbortSignal },
  ): Promise<string | null> {
    const deadline = now() + options.waitMs;
    for (;;) {
      const seen = await look(api, operationId, options.kind);
      if (seen.status === 'SUCCESS') return null;
      if (seen.status === 'FAILED') return problemText(seen.problems, options.failed);
      if (now() > deadline || options.signal?.aborted) throw new OperationStillRunning(operationId);
      await pause(operationId, options.signal);
    }
  }

  /**
   * A kept operation: the one kept under (`accountId`, `key`) for the same `fingerprint` is
   * followed again (a retry, a restart); otherwise `start` starts one, which is kept until its end
   * is seen. Answers as `wait`; OperationStillRunning leaves it kept for the next run.
   */
  async function run(
    api: OperationStatusApi,
    options: {
      accountId: string;
      key: string;
      kind: string;
      /** What it asks (`fingerprintOf`); without one, whatever is kept under the key is followed. */
      fingerprint?: string;
      start: () => Promise<{ operationId: string }>;
      waitMs: number;
      failed: string;
      signal?: AbortSignal;
    },
  ): Promise<string | null> {
    const { accountId, key, kind } = options;
    const fingerprint = options.fingerprint ?? null;
    const kept = await deps.repo.kept(accountId, key);
    let operationId: string;
    if (kept && (fingerprint === null || kept.fingerprint === fingerprint) && kept.kind === kind) {
      operationId = kept.operationId;
      if (!followed.has(operationId)) started(operationId, kind, kept.startedAt.getTime());
      deps.log.info({ key, operationId }, 'following a kept Amazon operation');
    } else {
      ({ operationId } = await options.start());
      const startedAt = now();
      await deps.repo.keep({ accountId, key, operationId, kind, fingerprint, startedAt: new Date() });
      started(operationId, kind, startedAt);
    }
    const problem = await wait(api, operationId, options);
    await deps.repo.drop(accountId, key, operationId);
    return problem;
  }

  return {
    schedule,
    callWaitMs: deps.callWaitMs,
    /** Loads the kinds' timings other processes learnt (at start). */
    async seed(): Promise<void> {
      timings.seed(await deps.repo.timings());
    },
    started,
    look,
    pause,
    wait,
    run,
    /** Drops what was kept under keys starting with `prefix` (a new step begins afresh). */
    forget: (accountId: string, prefix: string) => deps.repo.forget(accountId, prefix),
  };
}
export type OperationPoller = ReturnType<typeof createOperationPoller>;
