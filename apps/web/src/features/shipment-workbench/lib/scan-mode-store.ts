import type { ScanMode } from '../components/scan-mode-dialog';

const KEY = 'workbench-scan-mode';

/** The packer's scan mode (single or batch) stays for the next shipment on this browser. */
export function readScanMode(): ScanMode {
  try {
    return localStorage.getItem(KEY) === 'batch' ? 'batch' : 'single';
  } catch {
    return 'single';
  }
}

export function storeScanMode(mode: ScanMode): void {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Private mode: the mode lasts for this page.
  }
}
