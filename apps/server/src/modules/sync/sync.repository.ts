import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { SYNC_JOB_NAMES, type ErrorCode, type SyncJobName } from '@stowline/domain';
import { rowsOf, type Executor } from '../../db/client.js';
import { storeMarketplaces, syncLogs } from '../../db/schema.js';

/** How often each job runs again after it completes. */
export const REPEAT_SECONDS: Record<SyncJobName, number> = {
  listing: 6 * 3600,
  prepInstruction: 24 * 3600,
  quantity: 3600,
  catalog: 24 * 3600,
  shipments: 3600,
};
const STORE_SCOPE = 'store';
const PER_MARKETPLACE = SYNC_JOB_NAMES.filter((name) => name !== 'shipments');

export interface RunContext {
  logId: string;
  accountId: string;
  storeId: string;
  sellerId: string;
  isAuthorized: boolean;
  storeMarketplaceId: string | null;
  marketplaceId: string | null;
  marketplaceCode: string | null;
  name: SyncJobName;
  attempts: number;
  lastRunAt: Date | null;
  checkpoint: Record<string, unknown> | null;
}

export function createSyncRepository(db: Executor) {
  return {
    /** One log per job and marketplace, and one shipments log per store; existing ones are kept. */
    async ensureLogs(accountId: string, storeId: string) {
      const marketplaces = await db
        .select({ id: storeMarketplaces.id, marketplaceId: storeMarketplaces.marketplaceId })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.accountId, accountId), eq(storeMarketplaces.storeId, storeId)));
      const values = [
        ...marketplaces.flatMap((m) =>
          PER_MARKETPLACE.map((name) => ({
            accountId,
            storeId,
            storeMarketplaceId: m.id,
            scope: m.marketplaceId,
            name,
            repeatIntervalSeconds: REPEAT_SECONDS[name],
          })),
        ),
        {
          accountId,
          storeId,
          storeMarketplaceId: null,
          scope: STORE_SCOPE,
          name: 'shipments',
          repeatIntervalSeconds: REPEAT_SECONDS.shipments,
        },
      ];
      await db.insert(syncLogs).values(values).onConflictDoNothing();
    },

    /**
     * Marks logs PENDING unless they are already queued or running, and returns the ids to
     * queue; `includePending` also returns logs that were PENDING already (new logs start so).
     */
    async markPending(
      accountId: string,
      filter: {
        storeId?: string;
        storeMarketplaceId?: string;
        ids?: string[];
        names?: SyncJobName[];
        includePending?: boolean;
      },
    ) {
      const where = and(
        eq(syncLogs.accountId, accountId),
        filter.storeId ? eq(syncLogs.storeId, filter.storeId) : undefined,
        filter.storeMarketplaceId ? eq(syncLogs.storeMarketplaceId, filter.storeMarketplaceId) : undefined,
        filter.ids ? inArray(syncLogs.id, filter.ids) : undefined,
        filter.names ? inArray(syncLogs.name, filter.names) : undefined,
      );
      const marked = await db
        .update(syncLogs)
        .set({ state: 'PENDING', progress: 0, updatedAt: sql`now()` })
        .where(and(where, sql`${syncLogs.state} not in ('PENDING', 'IN PROGRESS')`))
        .returning({ id: syncLogs.id });
      const pending = filter.includePending
        ? await db
            .select({ id: syncLogs.id })
            .from(syncLogs)
            .where(and(where, eq(syncLogs.state, 'PENDING')))
        : [];
      return [...new Set([...marked, ...pending].map((r) => r.id))];
    },

    async findLog(accountId: string, logId: string) {
      const [row] = await db
        .select()
        .from(syncLogs)
        .where(and(eq(syncLogs.id, logId), eq(syncLogs.accountId, accountId)));
      return row;
    },

    /** The default store marketplace's log of that name (shipments: the default store's). */
    async findDefaultLog(accountId: string, name: SyncJobName) {
      const result = await db.execute(sql`
        select l.id, l.state from sync_logs l
        join stores s on s.id = l.store_id and s.is_default
        left join store_marketplaces m on m.id = l.store_marketplace_id
        where l.account_id = ${accountId} and l.name = ${name} and (l.scope = 'store' or m.is_default)
        limit 1`);
      return rowsOf<{ id: string; state: string }>(result)[0];
    },

    /** What Data Sync Logs shows: the default store marketplace's jobs and its store's shipments job. */
    async listLogs(accountId: string, page: { limit: number; offset: number }) {
      const where = and(
        eq(syncLogs.accountId, accountId),
        sql`${syncLogs.storeId} = (select id from stores where account_id = ${accountId} and is_default limit 1)`,
        sql`(${syncLogs.storeMarketplaceId} is null or ${syncLogs.storeMarketplaceId} =
             (select id from store_marketplaces where account_id = ${accountId} and is_default limit 1))`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: syncLogs.id,
            name: syncLogs.name,
            state: syncLogs.state,
            progress: syncLogs.progress,
            repeatIntervalSeconds: syncLogs.repeatIntervalSeconds,
            lastRunAt: syncLogs.lastRunAt,
            lastError: syncLogs.lastError,
            lastErrorCode: syncLogs.lastErrorCode,
            code: storeMarketplaces.code,
            isDefaultMarketplace: storeMarketplaces.isDefault,
          })
          .from(syncLogs)
          .leftJoin(storeMarketplaces, eq(storeMarketplaces.id, syncLogs.storeMarketplaceId))
          .where(where)
          .orderBy(
            sql`${storeMarketplaces.isDefault} desc nulls first`,
            asc(storeMarketplaces.code),
            asc(syncLogs.name),
          )
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(syncLogs).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Claims a queued log for a run; the worker reads everything it needs from here. */
    async startRun(logId: string, jobId: string): Promise<RunContext | undefined> {
      const result = await db.execute(sql`
        with started as (
          update sync_logs set state = 'IN PROGRESS', last_error = null, updated_at = now(), job_id = ${jobId}, heartbeat_at = now()
          where id = ${logId} returning *)
        select l.id as "logId", l.account_id as "accountId", l.store_id as "storeId", s.seller_id as "sellerId",
               s.is_authorized as "isAuthorized", l.store_marketplace_id as "storeMarketplaceId",
               m.marketplace_id as "marketplaceId", m.code as "marketplaceCode", l.name, l.attempts,
               l.last_run_at as "lastRunAt", l.checkpoint
        from started l join stores s on s.id = l.store_id
        left join store_marketplaces m on m.id = l.store_marketplace_id`);
      const row = rowsOf<RunContext & { lastRunAt: string | Date | null }>(result)[0];
      return row && { ...row, lastRunAt: row.lastRunAt ? new Date(row.lastRunAt) : null };
    },

    /** The store's marketplaces (the shipments job walks them all) and whether this marketplace's listing is synced. */
    async getRunScope(run: RunContext) {
      const rows = await db
        .select({
          id: storeMarketplaces.id,
          marketplaceId: storeMarketplaces.marketplaceId,
          listingSynced: storeMarketplaces.listingSynced,
        })
        .from(storeMarketplaces)
        .where(and(eq(storeMarketplaces.storeId, run.storeId), eq(storeMarketplaces.accountId, run.accountId)));
      return {
        storeMarketplaces: rows.map(({ id, marketplaceId }) => ({ id, marketplaceId })),
        isListingSynced: rows.some((r) => r.id === run.storeMarketplaceId && r.listingSynced),
      };
    },

    /** A run that must wait for another job goes back to PENDING; that job queues it when it completes. */
    async heartbeat(logId: string, jobId: string) {
      await db.execute(
        sql`update sync_logs set heartbeat_at = now() where id = ${logId} and job_id = ${jobId} and state = 'IN PROGRESS'`,
      );
    },

    /** Runs in progress whose process has not beaten for `staleAfterMs`. */
    async findStalledRuns(staleAfterMs: number) {
      const result = await db.execute(sql`
        select id, job_id as "jobId" from sync_logs
        where state = 'IN PROGRESS' and heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000})
        limit 100`);
      return rowsOf<{ id: string; jobId: string | null }>(result);
    },

    async requeueLater(logId: string) {
      await db
        .update(syncLogs)
        .set({ state: 'PENDING', updatedAt: sql`now()` })
        .where(eq(syncLogs.id, logId));
    },

    async setProgress(logId: string, progress: number) {
      await db
        .update(syncLogs)
        .set({ progress, updatedAt: sql`now()` })
        .where(eq(syncLogs.id, logId));
    },

    async saveCheckpoint(logId: string, checkpoint: Record<string, unknown>) {
      await db
        .update(syncLogs)
        .set({ checkpoint, updatedAt: sql`now()` })
        .where(eq(syncLogs.id, logId));
    },

    /**
     * A completed run's log: progress 100 and the next run scheduled. Returns false when the log
     * is gone (its store was deleted). The engine sets the synced flag in the same transaction.
     */
    async completeLog(logId: string) {
      const done = await db
        .update(syncLogs)
        .set({
          state: 'COMPLETED',
          progress: 100,
          attempts: 0,
          checkpoint: null,
          lastError: null,
          lastErrorCode: null,
          lastRunAt: sql`now()`,
          nextRunAt: sql`now() + make_interval(secs => ${syncLogs.repeatIntervalSeconds})`,
          updatedAt: sql`now()`,
        })
        .where(eq(syncLogs.id, logId))
        .returning({ id: syncLogs.id });
      return done.length > 0;
    },

    /** Counts a failed attempt; `final` ends the run as FAILED and schedules the next one. */
    async failRun(logId: string, message: string, final: boolean, code: ErrorCode | null = null) {
      await db
        .update(syncLogs)
        .set(
          final
            ? {
                state: 'FAILED',
                attempts: 0,
                lastError: message,
                lastErrorCode: code,
                lastRunAt: sql`now()`,
                nextRunAt: sql`now() + make_interval(secs => ${syncLogs.repeatIntervalSeconds})`,
                updatedAt: sql`now()`,
              }
            : {
                attempts: sql`${syncLogs.attempts} + 1`,
                lastError: message,
                lastErrorCode: code,
                updatedAt: sql`now()`,
              },
        )
        .where(eq(syncLogs.id, logId));
    },

    /** Logs whose next run is due, and queued logs whose job went missing; for the sweep. */
    async findDue(limit: number) {
      const result = await db.execute(sql`
        select l.id from sync_logs l join stores s on s.id = l.store_id and s.is_authorized
        where (l.state in ('COMPLETED', 'FAILED') and l.next_run_at <= now())
           or (l.state = 'PENDING' and l.updated_at < now() - interval '2 minutes')
        order by l.next_run_at nulls first limit ${limit}`);
      return rowsOf<{ id: string }>(result).map((r) => r.id);
    },

    async markDuePending(ids: string[]) {
      if (!ids.length) return;
      await db
        .update(syncLogs)
        .set({ state: 'PENDING', progress: 0, updatedAt: sql`now()` })
        .where(inArray(syncLogs.id, ids));
    },
  };
}
export type SyncRepository = ReturnType<typeof createSyncRepository>;
