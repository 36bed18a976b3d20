import { inboundMessages } from '@stowline/domain';
import { AppError } from '../../errors.js';
import {
  OperationStillRunning,
  type OperationPoller,
  type OperationStatusApi,
} from '../marketplace/inbound-operations.js';

/**
 * One of Amazon's operations a call waits for (ship-from, quantities, cancels), through the one
 * poller (marketplace/inbound-operations.ts): null on SUCCESS, Amazon's problems on FAILED. Kept
 * under `key` with what it asks (`fingerprint`): past the wait it answers 409 'Amazon is still
 * working on this', and the seller's retry follows the same operation instead of starting another.
 */
export async function runInCall(
  operations: OperationPoller,
  api: OperationStatusApi,
  options: Omit<Parameters<OperationPoller['run']>[1], 'signal' | 'waitMs'>,
): Promise<string | null> {
  try {
    return await operations.run(api, { ...options, waitMs: operations.callWaitMs });
  } catch (error) {
    if (error instanceof OperationStillRunning) throw new AppError('CONFLICT', inboundMessages.amazonStillWorking);
    throw error;
  }
}
