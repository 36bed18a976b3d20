/** Saves text as a file in the browser's downloads (CSV exports, templates). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(filename, new Blob([text], { type }));
}

/** Saves bytes the app received (a PDF receipt) as a file in the browser's downloads. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file the server sent as base64 (a bill of lading, carrier labels) as bytes to save or show. */
export function base64ToBlob(base64: string, type = 'application/pdf'): Blob {
  return new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type });
}
