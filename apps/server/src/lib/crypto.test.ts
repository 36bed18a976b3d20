import { describe, expect, it } from 'vitest';
import { createSecretBox } from './crypto.js';

describe('secret box (AES-256-GCM)', () => {
  const box = createSecretBox(new Uint8Array(32).fill(3));

  it('opens what it sealed, with a fresh IV each time', () => {
    const a = box.seal('Atzr|refresh-token');
    const b = box.seal('Atzr|refresh-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Atzr');
    expect(box.open(a)).toBe('Atzr|refresh-token');
  });

  it('refuses a tampered ciphertext or another key', () => {
    const sealed = box.seal('secret');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(new Uint8Array(32).fill(4)).open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });
});
