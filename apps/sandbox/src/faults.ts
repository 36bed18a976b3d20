import type { FaultOptions } from './types.js';

export type InjectedFault =
  | { status: 429 }
  | { status: 500; code: 'InternalFailure'; message: string }
  | { status: 503; code: 'ServiceUnavailable'; message: string };

/** Draws the fault, if any, for one SP-API call: the shares are cumulative, so their sum should be at most 1. */
export function drawFault(faults: FaultOptions, roll: number = Math.random()): InjectedFault | undefined {
  let threshold = faults.rate429 ?? 0;
  if (roll < threshold) return { status: 429 };
  threshold += faults.rate500 ?? 0;
  if (roll < threshold)
    return { status: 500, code: 'InternalFailure', message: 'We encountered an internal error. Please try again.' };
  threshold += faults.rate503 ?? 0;
  if (roll < threshold)
    return { status: 503, code: 'ServiceUnavailable', message: 'Service temporarily unavailable. Please try again.' };
  return undefined;
}

/** Checks a FaultOptions value from outside (HTTP body or options); returns the problem or undefined. */
export function checkFaults(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'faults must be an object';
  for (const [key, v] of Object.entries(value)) {
    if (!['rate429', 'rate500', 'rate503', 'latencyMs', 'rateLostResponse', 'rateFailedOperation'].includes(key))
      return `unknown fault option ${key}`;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return `${key} must be a number >= 0`;
    if (key !== 'latencyMs' && v > 1) return `${key} must be between 0 and 1`;
  }
  return undefined;
}
