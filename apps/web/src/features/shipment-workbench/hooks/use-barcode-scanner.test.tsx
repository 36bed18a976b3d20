import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useBarcodeScanner } from './use-barcode-scanner';
import { createDialogStore, useOpenDialog, type DialogStore } from './workbench-dialog';

afterEach(cleanup);

/** A scanner's burst: the code's keys and Enter, as a keyboard-wedge scanner sends them. */
function scan(code: string) {
  for (const key of [...code, 'Enter'])
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

function Scanner({ store, onBarcode }: { store: DialogStore; onBarcode: (code: string) => void }) {
  useBarcodeScanner(true, onBarcode, () => !!store.get());
  return null;
}

function OpenDialog({ store }: { store: DialogStore }) {
  return <span data-testid="dialog">{useOpenDialog(store)?.kind ?? 'none'}</span>;
}

describe('the barcode scanner and the dialog store', () => {
  it('reads scans while no dialog is open, and none while one is, without the page drawing again', () => {
    const store = createDialogStore();
    const onBarcode = vi.fn();
    const rendered = vi.fn();
    function CountingScanner() {
      rendered();
      return <Scanner store={store} onBarcode={onBarcode} />;
    }
    const view = render(
      <>
        <CountingScanner />
        <OpenDialog store={store} />
      </>,
    );
    scan('X001ABCDEF');
    expect(onBarcode).toHaveBeenCalledWith('X001ABCDEF');

    act(() => store.open({ kind: 'scanMode' }));
    expect(view.getByTestId('dialog').textContent).toBe('scanMode');
    // Keys typed while a dialog is open are the person's: nothing is read, Enter is not caught.
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    scan('X001GHIJKL');
    window.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(onBarcode).toHaveBeenCalledTimes(1);

    act(() => store.close());
    expect(view.getByTestId('dialog').textContent).toBe('none');
    scan('X001MNOPQR');
    expect(onBarcode).toHaveBeenLastCalledWith('X001MNOPQR');
    // Opening and closing drew the dialogs' reader alone.
    expect(rendered).toHaveBeenCalledOnce();
  });
});
