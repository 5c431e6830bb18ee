/**
 * Hands `text` to the browser as a download named `filename` of type `type` (a Blob URL: nothing
 * leaves the browser). Throws when the browser cannot make the file.
 */
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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

/** A CSV download (see saveFile). */
export function saveCsvFile(csv: string, filename: string): void {
  saveFile(csv, filename, 'text/csv;charset=utf-8');
}
