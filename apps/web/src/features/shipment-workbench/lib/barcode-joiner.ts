/**
 * The keyboard-wedge scanner of spec document 2, sections 4 and 9: a scanner types a barcode as
 * keys far faster than a person, so characters arriving less than 50 ms apart join into one
 * barcode, processed 100 ms after the last key or at once on Enter.
 *
 * Pure apart from the clock it is given (`now`, `setTimeout`, `clearTimeout`), so tests drive it
 * with a fake clock and the page with the browser's.
 */

/** Keys closer than this join one barcode (spec section 9). */
export const SCAN_KEY_GAP_MS = 50;
/** A barcode is processed this long after its last key, when no Enter ends it (spec section 9). */
export const SCAN_PROCESS_DELAY_MS = 100;

/** A code of exactly 10 capitals or digits is an FNSKU (spec section 4). */
export function isFnsku(code: string): boolean {
  return /^[A-Z0-9]{10}$/.test(code);
}

export interface ScanClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserClock: ScanClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface BarcodeJoiner {
  /**
   * One key as KeyboardEvent.key: a single character joins the barcode; 'Enter' ends it; others
   * are ignored. `at` is when the key was pressed (the event's timeStamp), which the clock reads
   * when not given: keys that wait in the queue while the page is busy (a re-render after the last
   * scan, say) keep the gaps the scanner typed them with.
   */
  press: (key: string, at?: number) => void;
  /** Drops what was typed and any pending timer (the listener is turned off). */
  reset: () => void;
}

/**
 * Joins keys into barcodes and hands each to `onBarcode`. A character more than 50 ms after the
 * previous one starts a new barcode: what a person typed before it is dropped, as it was not a scan.
 * A single character is never a barcode (a person pressing one key).
 */
export function createBarcodeJoiner(onBarcode: (code: string) => void, clock: ScanClock = browserClock): BarcodeJoiner {
  let buffer = '';
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;

  const cancelTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  const flush = () => {
    cancelTimer();
    const code = buffer;
    buffer = '';
    if (code.length > 1) onBarcode(code);
  };

  return {
    press(key, at = clock.now()) {
      if (key === 'Enter') {
        flush();
        return;
      }
      if (key.length !== 1) return;
      if (at - lastKeyAt >= SCAN_KEY_GAP_MS) buffer = '';
      lastKeyAt = at;
      buffer += key;
      cancelTimer();
      timer = clock.setTimeout(flush, SCAN_PROCESS_DELAY_MS);
    },
    reset() {
      cancelTimer();
      buffer = '';
      lastKeyAt = Number.NEGATIVE_INFINITY;
    },
  };
}
