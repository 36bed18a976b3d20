import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';

export interface Limit {
  key: string;
  max: number;
}

export interface RateLimiter {
  /**
   * Counts one hit against every key in one statement, before the work it guards, so that
   * concurrent requests can never all pass a read-then-write check. True when every count is
   * still within its `max` for the window.
   */
  hit(limits: readonly Limit[], windowSeconds: number): Promise<boolean>;
  /** Forgets the counts of these keys and of every key starting with a prefix ending in '*'. */
  clear(keys: readonly string[]): Promise<void>;
}

/** Fixed-window counters in PostgreSQL, so every server process shares them. */
export function createRateLimiter(db: Db): RateLimiter {
  return {
    async hit(limits, windowSeconds) {
      const rows = sql.join(
        limits.map((l) => sql`(${l.key}, now(), 1)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        insert into rate_limits (key, window_start, hits) values ${rows}
        on conflict (key) do update set
          hits = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                      then 1 else rate_limits.hits + 1 end,
          window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                      then now() else rate_limits.window_start end
        returning key, hits`);
      const hits = new Map(rowsOf<{ key: string; hits: number }>(result).map((r) => [r.key, Number(r.hits)]));
      return limits.every((l) => (hits.get(l.key) ?? 0) <= l.max);
    },
    async clear(keys) {
      const exact = keys.filter((k) => !k.endsWith('*'));
      const prefixes = keys
        .filter((k) => k.endsWith('*'))
        .map((k) => `${k.slice(0, -1).replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const conditions = [
        ...(exact.length
          ? [
              sql`key in (${sql.join(
                exact.map((k) => sql`${k}`),
                sql`, `,
              )})`,
            ]
          : []),
        ...prefixes.map((p) => sql`key like ${p}`),
      ];
      if (conditions.length) await db.execute(sql`delete from rate_limits where ${sql.join(conditions, sql` or `)}`);
    },
  };
}
