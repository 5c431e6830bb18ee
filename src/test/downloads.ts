import { vi } from 'vitest';

/**
 * The files a screen hands the browser to save (a Blob URL and an anchor's click), kept to read
 * back; the click is held so jsdom navigates nowhere. `release` gives the anchor its click back.
 */
export function catchDownloads(): { files: Blob[]; release: () => void } {
  const files: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:download';
    }),
    revokeObjectURL: vi.fn(),
  });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    release: () => {
      click.mockRestore();
    },
  };
}
