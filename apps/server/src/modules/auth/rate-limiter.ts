import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

export interface RateLimiter {
  /**
   * In one statement: counts a hit against `hitKey`, and reads `peekKey` without counting.
   * True when both are within `max` (hits at most `max`, peeked below `peekMax`).
   */
  hitAndPeek(hitKey: string, max: number, peekKey: string, peekMax: number, windowSeconds: number): Promise<boolean>;
  /** Counts one hit against `key` and tells whether it is still within `max` per window. */
  hit(key: string, max: number, windowSeconds: number): Promise<boolean>;
}

function upsertHit(key: string, windowSeconds: number) {
  return sql`
    insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limits.window_start end
    returning hits`;
}

/** Fixed-window counters in PostgreSQL, so every server process shares them. */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hitAndPeek(hitKey, max, peekKey, peekMax, windowSeconds) {
      const result = await db.execute(sql`
        with hit as (${upsertHit(hitKey, windowSeconds)}),
             peek as (select hits from rate_limits
                      where key = ${peekKey} and window_start > now() - make_interval(secs => ${windowSeconds}))
        select (select hits from hit) as hits, coalesce((select hits from peek), 0) as peeked`);
      const row = rowsOf<{ hits: number; peeked: number }>(result)[0]!;
      return Number(row.hits) <= max && Number(row.peeked) < peekMax;
    },
    async hit(key, max, windowSeconds) {
      const result = await db.execute(upsertHit(key, windowSeconds));
      return Number(rowsOf<{ hits: number }>(result)[0]!.hits) <= max;
    },
  };
}
