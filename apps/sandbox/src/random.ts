/** Seeded pseudo-random numbers (sfc32): fast, and the same sequence for the same seed everywhere. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** `length` random characters of `alphabet`, after an optional prefix. */
  chars(alphabet: string, length: number, prefix?: string): string;
}

/** FNV-1a over a string, used to turn (seed, purpose) into PRNG state. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded generator; a class rather than closures, so that it allocates nothing per call. */
class Sfc32 implements Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  private readonly codes: number[] = [];

  constructor(key: string) {
    this.a = hashString(key);
    this.b = hashString(key + '#b');
    this.c = hashString(key + '#c');
    this.d = hashString(key + '#d');
    for (let i = 0; i < 12; i++) this.next();
  }

  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  chars(alphabet: string, length: number, prefix = ''): string {
    // One flat string from char codes: cheaper to hash (Sets, Maps) than a concatenation.
    const codes = this.codes;
    codes.length = 0;
    for (let i = 0; i < prefix.length; i++) codes.push(prefix.charCodeAt(i));
    for (let i = 0; i < length; i++) codes.push(alphabet.charCodeAt(Math.floor(this.next() * alphabet.length)));
    return String.fromCharCode.apply(null, codes);
  }
}

export function createRandom(...parts: (string | number)[]): Random {
  return new Sfc32(parts.join('|'));
}

export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
