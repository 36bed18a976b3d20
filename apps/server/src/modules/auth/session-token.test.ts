import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifySessionToken } from './session-token.js';

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const SID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const sign = (claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'HS256' }, secret = key) =>
  new SignJWT(claims).setProtectedHeader(header as { alg: string }).sign(secret);

/** A token signed by hand: any header, any payload text. */
function forge(header: string, payload: string, secret: Uint8Array = key) {
  const h = Buffer.from(header).toString('base64url');
  const p = Buffer.from(payload).toString('base64url');
  return `${h}.${p}.${createHmac('sha256', secret).update(`${h}.${p}`).digest('base64url')}`;
}

describe('verifySessionToken', () => {
  it("accepts the tokens jose signs for sessions, with their claims, as jose's verify does", async () => {
    const token = await new SignJWT({ sid: SID })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const claims = verifySessionToken(token, key);
    expect(claims).toMatchObject({ sid: SID, sub: 'user-1' });
    expect(claims).toEqual((await jwtVerify(token, key, { algorithms: ['HS256'] })).payload);
  });

  it('refuses a token whose exp has passed or that has none', async () => {
    const expired = await sign({ sid: SID, exp: Math.floor(Date.now() / 1000) - 1 });
    expect(verifySessionToken(expired, key)).toBeNull();
    expect(verifySessionToken(await sign({ sid: SID }), key)).toBeNull();
    expect(verifySessionToken(await sign({ sid: SID, exp: '9999999999' }), key)).toBeNull();
    const soon = await sign({ sid: SID, exp: 2_000 });
    expect(verifySessionToken(soon, key, 1_999_000)).not.toBeNull();
    expect(verifySessionToken(soon, key, 2_000_000)).toBeNull();
  });

  it('refuses another key, a changed payload or signature, other algorithms and junk', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = await sign({ sid: SID, exp });
    expect(verifySessionToken(await sign({ sid: SID, exp }, { alg: 'HS256' }, otherKey), key)).toBeNull();
    const [h, , s] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ sid: 'someone-else', exp })).toString('base64url');
    expect(verifySessionToken(`${h}.${otherPayload}.${s}`, key)).toBeNull();
    expect(verifySessionToken(`${token.slice(0, -2)}AA`, key)).toBeNull();
    expect(verifySessionToken(`${token.split('.').slice(0, 2).join('.')}.`, key)).toBeNull();
    // alg none, another HMAC, a header with more in it: never ours.
    expect(
      verifySessionToken(forge('{"alg":"none"}', JSON.stringify({ sid: SID, exp })).replace(/[^.]+$/, ''), key),
    ).toBeNull();
    expect(verifySessionToken(await sign({ sid: SID, exp }, { alg: 'HS512' }), key)).toBeNull();
    expect(verifySessionToken(await sign({ sid: SID, exp }, { alg: 'HS256', typ: 'JWT' }), key)).toBeNull();
    // Payloads that are not a claims object, even when signed with our key and header.
    for (const payload of ['not json', '[1,2]', 'null', '"text"', '12'])
      expect(verifySessionToken(forge('{"alg":"HS256"}', payload), key)).toBeNull();
    for (const junk of ['', '.', '..', 'a.b', 'a.b.c.d', token.replace(/\./g, '')])
      expect(verifySessionToken(junk, key)).toBeNull();
  });
});
