import { describe, expect, it } from 'vitest';
import { createBarcodeJoiner, isFnsku, type ScanClock } from './barcode-joiner';

/** A clock the test moves by hand: timers fire when `advance` passes their time. */
function createFakeClock() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const clock: ScanClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      now = due[1].at;
      timers.delete(due[0]);
      due[1].run();
    }
    now = until;
  };
  return { clock, advance };
}

/** Types `text` one key every `gapMs`, as a scanner or a person would. */
function typeKeys(
  joiner: ReturnType<typeof createBarcodeJoiner>,
  advance: (ms: number) => void,
  text: string,
  gapMs: number,
) {
  for (const [i, key] of [...text].entries()) {
    if (i > 0) advance(gapMs);
    joiner.press(key);
  }
}

function setup() {
  const { clock, advance } = createFakeClock();
  const codes: string[] = [];
  const joiner = createBarcodeJoiner((code) => codes.push(code), clock);
  return { joiner, advance, codes };
}

describe('createBarcodeJoiner', () => {
  it('measures the gaps by when the keys were pressed, so keys handled late by a busy page still join', () => {
    const { joiner, advance, codes } = setup();
    // A scan typed at 20 ms a key, each key handled 60 ms after the one before (the page busy).
    [...'X001ABCDEF'].forEach((key, i) => {
      if (i > 0) advance(60);
      joiner.press(key, i * 20);
    });
    joiner.press('Enter');
    expect(codes).toEqual(['X001ABCDEF']);
    // Pressed 60 ms apart is a person, however quickly the page handles the keys.
    [...'X001ABCDEF'].forEach((key, i) => joiner.press(key, 1_000 + i * 60));
    joiner.press('Enter');
    expect(codes).toEqual(['X001ABCDEF']);
  });

  it('joins keys under 50 ms apart and processes them 100 ms after the last key', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'X001ABCDEF', 20);
    advance(99);
    expect(codes).toEqual([]);
    advance(1);
    expect(codes).toEqual(['X001ABCDEF']);
  });

  it('processes at once on Enter, and not again when the timer would have fired', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'X001ABCDEF', 10);
    joiner.press('Enter');
    expect(codes).toEqual(['X001ABCDEF']);
    advance(500);
    expect(codes).toEqual(['X001ABCDEF']);
  });

  it('starts a new barcode when a key comes 50 ms or more after the previous one', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'ab', 10);
    advance(50);
    typeKeys(joiner, advance, 'X001ABCDEF', 49);
    advance(100);
    expect(codes).toEqual(['X001ABCDEF']);
  });

  it('keys a person types (over 50 ms apart) never make a barcode', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'X001ABCDEF', 120);
    advance(1_000);
    joiner.press('Enter');
    expect(codes).toEqual([]);
  });

  it('two scans in a row give two barcodes', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'X001ABCDEF', 15);
    advance(100);
    typeKeys(joiner, advance, 'B07XYZ1234', 15);
    joiner.press('Enter');
    expect(codes).toEqual(['X001ABCDEF', 'B07XYZ1234']);
  });

  it('ignores keys that are not characters (Shift, Tab) and Enter with nothing typed', () => {
    const { joiner, advance, codes } = setup();
    joiner.press('Enter');
    joiner.press('Shift');
    typeKeys(joiner, advance, 'AB12', 10);
    joiner.press('Tab');
    joiner.press('Enter');
    expect(codes).toEqual(['AB12']);
  });

  it('reset drops what was typed and the pending timer', () => {
    const { joiner, advance, codes } = setup();
    typeKeys(joiner, advance, 'X001ABC', 10);
    joiner.reset();
    advance(200);
    expect(codes).toEqual([]);
  });
});

describe('isFnsku', () => {
  it.each([
    ['X001ABCDEF', true],
    ['B07XYZ1234', true],
    ['0123456789', true],
    ['X001abcdef', false],
    ['X001ABCDE', false],
    ['X001ABCDEFG', false],
    ['X001-BCDEF', false],
  ])('%s is an FNSKU: %s', (code, expected) => {
    expect(isFnsku(code)).toBe(expected);
  });
});
