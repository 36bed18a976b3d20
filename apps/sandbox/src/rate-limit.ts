import type { RateLimit } from './rate-table.js';

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** Token buckets per (seller, operation), as SP-API applies its usage plans. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limits: Map<string, RateLimit>,
    private readonly scale: number,
    private readonly now: () => number,
  ) {}

  /** The scaled limit of an operation. */
  limitOf(operationId: string): RateLimit {
    const limit = this.limits.get(operationId) ?? { rate: 1, burst: 1 };
    return {
      rate: Number((limit.rate * this.scale).toPrecision(6)),
      burst: Math.max(1, Math.round(limit.burst * this.scale)),
    };
  }

  /** Takes one token; false when the bucket is empty. */
  take(sellerId: string, operationId: string): boolean {
    const { rate, burst } = this.limitOf(operationId);
    const key = `${sellerId} ${operationId}`;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: burst, updatedAt: now };
    bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * rate);
    bucket.updatedAt = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
