import { useEffect } from 'react';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { createBarcodeJoiner } from '../lib/barcode-joiner';

/** Typing into a field is a person typing, not a scan (the search box, a dialog's quantity). */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NOT_TYPED_INTO.has(target.type);
  return target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT';
}

/** Inputs nobody types into: focus left on a radio or a checkbox (a dialog just closed) must not swallow scans. */
const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image']);

/**
 * The keyboard-wedge listener (spec section 4): while `enabled`, keys typed anywhere on the page
 * but a field join into barcodes (lib/barcode-joiner) handed to `onBarcode`.
 */
export function useBarcodeScanner(
  enabled: boolean,
  onBarcode: (code: string) => void,
  /** Keys are a person's while this says so (a dialog is open): nothing joins, nothing is caught. */
  paused: () => boolean = () => false,
): void {
  const handle = useLatestCallback(onBarcode);
  const isPaused = useLatestCallback(paused);
  useEffect(() => {
    if (!enabled) return;
    const joiner = createBarcodeJoiner((code) => handle(code));
    const onKeyDown = (event: KeyboardEvent) => {
      if (isPaused()) return joiner.reset();
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) return;
      joiner.press(event.key, event.timeStamp);
      // Enter would also press the focused button (the Scan toggle itself).
      if (event.key === 'Enter') event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      joiner.reset();
    };
  }, [enabled, handle, isPaused]);
}
