import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsResponseSchema, messageResponseSchema, messages } from '@stowline/domain';
import { apiClient, ApiError, getErrorMessage } from './api-client';

/** The browser's network answering one call with this status and JSON body. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('returns the answer as its route’s response schema types it, as sent', async () => {
    const body = { cards: [{ _id: 'c1', cardNumber: '4242', cardType: 'visa', expiry: '1230', defaultCard: true }] };
    const fetch = answer(200, body);
    const { cards } = await apiClient.get('/payment/get-payment-cards', cardsResponseSchema);
    expect(cards[0]!.defaultCard).toBe(true);
    expect(cards).toEqual(body.cards);
    expect(fetch).toHaveBeenCalledWith('/api/v1/payment/get-payment-cards', expect.objectContaining({ method: 'GET' }));
  });

  it('refuses, in a development build, an answer its schema does not describe (a call given the wrong schema)', async () => {
    expect(import.meta.env.DEV).toBe(true);
    answer(200, { message: 'Updated Successfully' });
    await expect(apiClient.get('/payment/get-payment-cards', cardsResponseSchema)).rejects.toThrow(
      /GET \/payment\/get-payment-cards answered outside its schema/,
    );
  });

  it('turns a refusal into an ApiError with the server’s message and code', async () => {
    answer(403, { message: 'Complete your payment setup first', code: 'GATE' });
    const error: unknown = await apiClient.post('/payment/cancel-subscription', messageResponseSchema).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'GATE', message: 'Complete your payment setup first' });
  });

  it('carries a specific code, so the web branches on it and never on the message', async () => {
    answer(409, { message: 'A store with this name already exists', code: 'STORE_NAME_TAKEN' });
    const error: unknown = await apiClient.put('/onboarding/update-store', messageResponseSchema).catch((e) => e);
    expect(error).toMatchObject({ status: 409, code: 'STORE_NAME_TAKEN' });
  });

  it('gives its own code when the server said nothing: REQUEST_FAILED without a message, NETWORK_ERROR without an answer', async () => {
    answer(502, { code: 'INTERNAL' });
    expect(await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      status: 502,
      code: 'REQUEST_FAILED',
      message: messages.requestFailed,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      code: 'REQUEST_FAILED',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      status: null,
      code: 'NETWORK_ERROR',
      message: messages.networkError,
    });
  });

  it('falls back to the spec’s words when a refusal says nothing: Rejected! for a 4xx, Request Failed! otherwise', async () => {
    answer(422, {});
    expect(await apiClient.post('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      status: 422,
      code: 'REJECTED',
      message: 'Rejected!',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    expect(await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      code: 'REJECTED',
      message: 'Rejected!',
    });
    answer(503, { message: '' });
    expect(await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)).toMatchObject({
      code: 'REQUEST_FAILED',
      message: 'Request Failed!',
    });
  });

  it('says Request Rejected for a failure that carries no message at all', () => {
    expect(getErrorMessage(undefined)).toBe('Request Rejected');
    expect(getErrorMessage(new Error(''))).toBe('Request Rejected');
    expect(getErrorMessage({ reason: 'no' })).toBe('Request Rejected');
    expect(getErrorMessage(new ApiError(400, 'Invalid box length or quantity', 'VALIDATION'))).toBe(
      'Invalid box length or quantity',
    );
  });

  it('drops a code that is not one of the shared codes', async () => {
    answer(400, { message: 'Something', code: 'NO_SUCH_CODE' });
    const error = (await apiClient.get('/x', messageResponseSchema).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Something');
    expect(error.code).toBeUndefined();
  });
});
