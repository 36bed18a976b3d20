import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import type { UsagePlan } from './rate-limits.js';

/**
 * A queued call is sent this much after its token is due here. This bucket counts a call when it
 * is reserved, Amazon when it arrives: while Amazon's bucket is full, the refill of the time a burst
 * takes to arrive is lost there but counted here, so the first queued call sent on time finds
 * Amazon's bucket short by that much and meets a 429 (seen in the small-parcel bench), which costs a
 * drained bucket and a backoff. The margin is not counted in the bucket: it delays each queued call
 * once, never adds up along the queue.
 */
export const QUEUED_MARGIN_MS = 50;

/**
 * Token buckets kept in PostgreSQL, so every server process and job worker draws on the same
 * allowance for a seller and operation. `reserve` takes one token in one statement and says
 * how long to wait for it: the balance may go negative, which queues callers fairly.
 * Time is the database's clock, the one all processes share; tests pass `now` to step it.
 */
export function createTokenBuckets(db: Db, options: { now?: () => Date } = {}) {
  const now = () => (options.now ? sql`${options.now().toISOString()}::timestamptz` : sql`clock_timestamp()`);
  return {
    async reserve(key: string, plan: UsagePlan): Promise<number> {
      const at = now();
      const result = await db.execute(sql`
        insert into sp_api_buckets as b (key, tokens, rate, updated_at)
        values (${key}, ${plan.burst - 1}, ${plan.rate}, ${at})
        on conflict (key) do update set
          tokens = least(${plan.burst}::float8, b.tokens + extract(epoch from ${at} - b.updated_at) * b.rate) - 1,
          updated_at = ${at}
        returning tokens, rate`);
      const [row] = rowsOf<{ tokens: number; rate: number }>(result);
      const tokens = Number(row!.tokens);
      return tokens >= 0 ? 0 : Math.ceil((-tokens / Number(row!.rate)) * 1000) + QUEUED_MARGIN_MS;
    },

    /** Adopts the rate Amazon reports for this seller and operation. */
    async setRate(key: string, rate: number): Promise<void> {
      await db.execute(sql`update sp_api_buckets set rate = ${rate} where key = ${key} and rate <> ${rate}`);
    },

    /** After a 429 the bucket was fuller than Amazon's: empty it so callers pace from now. */
    async drain(key: string): Promise<void> {
      await db.execute(
        sql`update sp_api_buckets set tokens = least(tokens, 0), updated_at = ${now()} where key = ${key}`,
      );
    },
  };
}
export type TokenBuckets = ReturnType<typeof createTokenBuckets>;
