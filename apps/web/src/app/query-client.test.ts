import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@stowline/domain';
import { ApiError } from '../lib/api-client';
import { getSignOutReason, getToken, setSignOutReason, setToken } from '../lib/session';
import { createQueryClient } from './query-client';

afterEach(() => {
  localStorage.clear();
  setSignOutReason(null);
});

const ENDED = 'Your seller must update the payment method; ask them, then sign in again.';

async function failQuery(error: ApiError) {
  const queryClient = createQueryClient();
  await queryClient
    .fetchQuery({
      queryKey: ['fails'],
      queryFn: () => Promise.reject(error),
      meta: { silent: true },
    })
    .catch(() => undefined);
}

async function failMutation(error: ApiError) {
  const queryClient = createQueryClient();
  await queryClient
    .getMutationCache()
    .build(queryClient, { mutationFn: () => Promise.reject(error), meta: { silent: true } })
    .execute(undefined)
    .catch(() => undefined);
}

describe('the query client on a refused session', () => {
  it('signs out, keeping the reason by the code SESSION_ENDED (the server ended the session on purpose)', async () => {
    setToken('t-1');
    await failQuery(new ApiError(401, ENDED, 'SESSION_ENDED'));
    expect(getToken()).toBeNull();
    expect(getSignOutReason()).toBe(ENDED);

    setSignOutReason(null);
    setToken('t-2');
    await failMutation(new ApiError(401, ENDED, 'SESSION_ENDED'));
    expect(getToken()).toBeNull();
    expect(getSignOutReason()).toBe(ENDED);
  });

  it('signs out without a reason on UNAUTHORIZED, whatever its message says', async () => {
    setToken('t-1');
    await failQuery(new ApiError(401, messages.unauthorized, 'UNAUTHORIZED'));
    expect(getToken()).toBeNull();
    expect(getSignOutReason()).toBeNull();

    setToken('t-2');
    await failMutation(new ApiError(401, 'Some other words', 'UNAUTHORIZED'));
    expect(getToken()).toBeNull();
    expect(getSignOutReason()).toBeNull();
  });

  it("keeps the reason when the ending answer comes after another read's plain 401 already signed out", async () => {
    setToken('t-1');
    await failQuery(new ApiError(401, messages.unauthorized, 'UNAUTHORIZED'));
    expect(getToken()).toBeNull();
    await failQuery(new ApiError(401, ENDED, 'SESSION_ENDED'));
    expect(getSignOutReason()).toBe(ENDED);
  });
});
