import { onTestFinished, vi } from 'vitest';

// jsdom has no object URLs and does not save files: this records what the app hands
// the browser to save (the file name and the blob's text), through the same calls a
// browser would receive.

export interface SavedFile {
  name: string;
  text: () => Promise<string>;
}

/** jsdom's Blob has no text(): read it the older way. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  let count = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:http://localhost/${++count}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, text: () => readText(blob) });
  });
  onTestFinished(() => click.mockRestore());
  return saved;
}

/** The CSV's rows, without the BOM, split on CRLF. */
export const csvLines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');
