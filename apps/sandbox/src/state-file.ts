// The sandbox keeps its state as an outside service would: in its own folder, so a restart on
// the same folder changes nothing a seller can see. One JSON snapshot, written to a temporary
// file, flushed, then renamed over the old one: a process killed mid-write leaves the previous
// snapshot whole (rename is atomic on POSIX file systems).
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FedexSnapshot } from './fedex/store.js';
import type { InboundSnapshot } from './inbound/types.js';
import type { IdempotencyEntry } from './payments/idempotency.js';
import type { PaymentsSnapshot } from './payments/processor.js';
import type { ReportSnapshot } from './reports-store.js';
import type { TokenSnapshot } from './tokens.js';

export const STATE_VERSION = 1;
const FILE = 'state.json';

export interface SandboxState {
  version: typeof STATE_VERSION;
  /** The seed the state was made with; another seed's sellers would not match it. */
  seed: number;
  /** Signs consent tickets and document URLs and keys card fingerprints (base64). */
  secret: string;
  /** The UTC midnight the generated dates count back from (ms). */
  anchor: number;
  /** Emails of plus-addressed sellers signed in so far, in order. */
  derivedSellerEmails: string[];
  tokens: TokenSnapshot;
  reports: ReportSnapshot;
  payments: PaymentsSnapshot;
  paymentsIdempotency: [string, IdempotencyEntry][];
  /**
   * Inbound plans, placement options, shipments, previews and operations (v2024-03-20). Absent
   * in files written before the sandbox served that API: read as none.
   */
  inbound?: InboundSnapshot;
  /** FedEx tokens and shipments; absent in files written before the sandbox served FedEx. */
  fedex?: FedexSnapshot;
}

/** The saved state in `dir`, or undefined when there is none yet. */
export function readState(dir: string): SandboxState | undefined {
  let text: string;
  try {
    text = readFileSync(join(dir, FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const state = JSON.parse(text) as SandboxState;
  if (state.version !== STATE_VERSION)
    throw new Error(
      `The sandbox state in ${dir} has version ${String(state.version)}; this sandbox reads ${STATE_VERSION}.`,
    );
  return state;
}

/** Replaces the saved state in `dir` atomically. */
export function writeState(dir: string, state: SandboxState): void {
  mkdirSync(dir, { recursive: true });
  const target = join(dir, FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  const file = openSync(temporary, 'w', 0o600);
  try {
    writeSync(file, JSON.stringify(state));
    fsyncSync(file);
  } finally {
    closeSync(file);
  }
  renameSync(temporary, target);
  const folder = openSync(dir, 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}
