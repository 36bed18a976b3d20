import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsResponseSchema, messageResponseSchema } from '@stowline/domain';
import { apiClient, ApiError } from './api-client';

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
});
