import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './text.js';

describe('text PostgreSQL can store', () => {
  it.each(['', 'plain', 'émoji 📦 ok', 'tab\tand newline\n'])('accepts %j', (text) =>
    expect(isStorableText(text)).toBe(true),
  );
  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udc00', '\ud83d', 'end\ud83d'])('refuses %j', (text) =>
    expect(isStorableText(text)).toBe(false),
  );

  it('names the first field that holds such text, keys and nested values included', () => {
    expect(findUnstorableText({ name: 'ok', address: { city: 'a\u0000' } })).toBe('address.city');
    expect(findUnstorableText({ list: ['ok', ['\ud800']] })).toBe('list.1.0');
    expect(findUnstorableText({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
    expect(findUnstorableText('\u0000')).toBe('value');
    expect(findUnstorableText({ fine: [1, true, null, 'x'] })).toBeUndefined();
    expect(findUnstorableText(new Uint8Array([0, 0, 0]))).toBeUndefined();
  });
});
