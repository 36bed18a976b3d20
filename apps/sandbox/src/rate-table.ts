import { readdirSync, readFileSync } from 'node:fs';

export interface RateLimit {
  /** Requests per second restored to the bucket. */
  rate: number;
  burst: number;
}

export const MODELS_DIR = new URL('../models/', import.meta.url);

/**
 * Operations whose model table says "n" (or has none): Amazon has not published a number,
 * so they get the most common v2024-03-20 write limit.
 */
const FALLBACK_RATES: Record<string, RateLimit> = {
  cancelSelfShipAppointment: { rate: 2, burst: 2 },
  getSelfShipAppointmentSlots: { rate: 2, burst: 2 },
  generateSelfShipAppointmentSlots: { rate: 2, burst: 2 },
  scheduleSelfShipAppointment: { rate: 2, burst: 2 },
  listItemComplianceDetails: { rate: 2, burst: 6 },
  listPrepDetails: { rate: 2, burst: 30 },
};
const DEFAULT_RATE: RateLimit = { rate: 1, burst: 1 };

const TABLE =
  /\|\s*Rate \(requests per second\)\s*\|\s*Burst\s*\|\s*\n\s*\|[-\s|:]*\|\s*\n\s*\|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|/;

/** The rate and burst in an operation description's "Usage plan" table, or undefined when it has none or says "n". */
export function parseRateTable(description: string): RateLimit | undefined {
  const match = TABLE.exec(description);
  if (!match) return undefined;
  const rate = Number(match[1]);
  const burst = Number(match[2]);
  if (!Number.isFinite(rate) || !Number.isFinite(burst) || rate <= 0 || burst <= 0) return undefined;
  return { rate, burst };
}

type SwaggerOperation = { operationId?: string; description?: string };

/** Rate limits per operationId, read from every model file. */
export function loadRateTable(dir: URL = MODELS_DIR): Map<string, RateLimit> {
  const table = new Map<string, RateLimit>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const model = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as {
      paths: Record<string, Record<string, SwaggerOperation>>;
    };
    for (const path of Object.values(model.paths)) {
      for (const operation of Object.values(path)) {
        if (typeof operation !== 'object' || !operation?.operationId) continue;
        const id = operation.operationId;
        table.set(id, parseRateTable(operation.description ?? '') ?? FALLBACK_RATES[id] ?? DEFAULT_RATE);
      }
    }
  }
  return table;
}
