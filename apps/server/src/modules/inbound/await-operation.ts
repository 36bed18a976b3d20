import { inboundMessages } from '@stowline/domain';
import { AppError } from '../../errors.js';
import type { InboundApi } from '../marketplace/fulfillment-inbound.js';
import { cleanMessage } from './job-support.js';

/** How long a call waits for one of Amazon's inbound operations, and how it sleeps meanwhile. */
export interface OperationWait {
  waitMs: number;
  sleep: (ms: number) => Promise<void>;
}

/**
 * Polls one of Amazon's inbound operations (v2024-03-20 answers every POST and PUT with an
 * operationId) until it ends: null on SUCCESS; on FAILED, Amazon's problems as one sentence, or
 * `failed` when it gave none. Polls from 250 ms, each wait 1.5 times the last, at most 2 s; past
 * `waitMs` it answers 409 'Amazon is still working on this'. Used by calls that wait for their
 * operation (ship-from, quantities, content updates); plan requests poll in their jobs instead.
 */
export async function awaitInboundOperation(
  api: InboundApi,
  operationId: string,
  wait: OperationWait,
  failed: string,
): Promise<string | null> {
  // Elapsed time of this wait, not the time of day: the process's own clock, as locks' waits.
  const deadline = Date.now() + wait.waitMs;
  for (let delay = 250; ; delay = Math.min(2000, Math.round(delay * 1.5))) {
    const op = await api.getInboundOperationStatus(operationId);
    if (op.operationStatus === 'SUCCESS') return null;
    if (op.operationStatus === 'FAILED')
      return (
        op.operationProblems
          .filter((p) => p.severity?.toUpperCase() !== 'WARNING')
          .map((p) => cleanMessage(p.message))
          .join(' ') || failed
      );
    if (Date.now() > deadline) throw new AppError('CONFLICT', inboundMessages.amazonStillWorking);
    await wait.sleep(delay);
  }
}
