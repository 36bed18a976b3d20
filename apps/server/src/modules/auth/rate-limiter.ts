import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

export interface RateLimiter {
  /** Counts one hit against `key` and tells whether it is still within `max` per window. */
  hit(key: string, max: number, windowSeconds: number): Promise<boolean>;
  /** Tells whether `key` is still below `max`, counting nothing. */
  isBelow(key: string, max: number, windowSeconds: number): Promise<boolean>;
}

/** Fixed-window counters in PostgreSQL, so every server process shares them. */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(key, max, windowSeconds) {
      const result = await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                      then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                      then now() else rate_limits.window_start end
        returning hits`);
      return Number(rowsOf<{ hits: number }>(result)[0]!.hits) <= max;
    },
    async isBelow(key, max, windowSeconds) {
      const result = await db.execute(sql`
        select hits from rate_limits
        where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`);
      const row = rowsOf<{ hits: number }>(result)[0];
      const hits = row ? Number(row.hits) : 0;
      return hits < max;
    },
  };
}
