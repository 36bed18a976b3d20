import { describe, expect, it } from 'vitest';
import { messages, storeMessages } from '@stowline/domain';
import { ApiError } from '../../../lib/api-client';
import { getConnectFailure } from './use-consent-return';

describe('a failed store connection', () => {
  it('says the server’s message, whatever its words', () => {
    expect(getConnectFailure(new ApiError(409, storeMessages.storeAlreadyConnected, 'CONFLICT'))).toBe(
      storeMessages.storeAlreadyConnected,
    );
    expect(getConnectFailure(new ApiError(null, messages.networkError, 'NETWORK_ERROR'))).toBe(messages.networkError);
  });

  it('says the connection failed when the answer had no message (REQUEST_FAILED, REJECTED) or the error is not a call’s', () => {
    expect(getConnectFailure(new ApiError(502, messages.requestFailed, 'REQUEST_FAILED'))).toBe(
      storeMessages.storeConnectionFailed,
    );
    expect(getConnectFailure(new ApiError(400, messages.rejected, 'REJECTED'))).toBe(
      storeMessages.storeConnectionFailed,
    );
    expect(getConnectFailure(new Error('boom'))).toBe(storeMessages.storeConnectionFailed);
  });
});
