/** Saves text as a file in the browser's downloads (CSV exports, templates). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
