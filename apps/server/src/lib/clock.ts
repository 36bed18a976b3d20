/** Where the time comes from: the system, or a clock tests move to reach trial ends and renewals. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that runs with the system's but can be moved forward (tests, e2e fixtures). */
export function createOffsetClock(): Clock & { advance(ms: number): void } {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}
