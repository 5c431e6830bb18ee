/**
 * Hands `csv` to the browser as a download named `filename` (a Blob URL: nothing leaves the
 * browser). Throws when the browser cannot make the file.
 */
export function saveCsvFile(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the browser has taken the file.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
