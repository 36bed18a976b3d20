// Stripe's idempotent requests: a POST with an Idempotency-Key that was seen before (for the
// same API key) gets the first answer again instead of acting twice.

const TTL_MS = 24 * 60 * 60_000;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

export interface StoredResponse {
  status: number;
  body: unknown;
  requestId: string;
}

export interface IdempotencyEntry extends StoredResponse {
  method: string;
  path: string;
  /** canonicalJson of the parameters. */
  parameters: string;
  expiresAt: number;
}

export type IdempotencyLookup =
  { kind: 'new' } | { kind: 'replay'; response: StoredResponse } | { kind: 'mismatch'; message: string };

export class IdempotencyStore {
  private readonly entries = new Map<string, IdempotencyEntry>();

  constructor(private readonly now: () => number) {}

  /** The stored answers, as JSON for the sandbox's state file (oldest first, as the sweep needs). */
  snapshot(): [string, IdempotencyEntry][] {
    this.sweep();
    return [...this.entries];
  }

  restore(entries: [string, IdempotencyEntry][]): void {
    for (const [key, entry] of entries) this.entries.set(key, entry);
  }

  private entryKey(apiKey: string, key: string): string {
    return `${apiKey}\n${key}`;
  }

  /** Whether this request repeats a stored one, conflicts with it, or is new. */
  lookup(
    apiKey: string,
    key: string,
    request: { method: string; path: string; parameters: string },
  ): IdempotencyLookup {
    this.sweep();
    const entry = this.entries.get(this.entryKey(apiKey, key));
    if (!entry) return { kind: 'new' };
    if (entry.method !== request.method || entry.path !== request.path) {
      return {
        kind: 'mismatch',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.method} ${entry.path}' vs '${request.method} ${request.path}'). Try using a key other than '${key}' if you meant to execute a different request.`,
      };
    }
    if (entry.parameters !== request.parameters) {
      return {
        kind: 'mismatch',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      };
    }
    return { kind: 'replay', response: { status: entry.status, body: entry.body, requestId: entry.requestId } };
  }

  save(
    apiKey: string,
    key: string,
    request: { method: string; path: string; parameters: string },
    response: StoredResponse,
  ): void {
    this.entries.set(this.entryKey(apiKey, key), { ...request, ...response, expiresAt: this.now() + TTL_MS });
  }

  private sweep(): void {
    const now = this.now();
    // Insertion order is expiry order (one TTL for all), so stop at the first live entry.
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(key);
    }
  }
}
