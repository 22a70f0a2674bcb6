import { SAVED_KINDS, maxSaved, SAVED_STORE_VERSION, isSavedItem, type SavedItem, type SavedStore } from '../../shared/saved/savedStore';

// Taking the saved list to another browser: a JSON file made by Export, read back by Import.
// Import refuses (with the reason) a file too large, not JSON, not a saved list, of another
// version, or with an item that is not one; it adds the file's items to the list, each once.

export const EXPORT_FORMAT = 'gharinsight-saved-list';
/** The largest file Import reads: a full list (5 kinds × 100 items with figures) is far smaller. */
export const MAX_IMPORT_BYTES = 1024 * 1024;

export interface SavedExport {
  format: typeof EXPORT_FORMAT;
  version: typeof SAVED_STORE_VERSION;
  exportedAt: string;
  items: SavedItem[];
}

export function exportFile(store: SavedStore, now = new Date()): { name: string; text: string } {
  const body: SavedExport = { format: EXPORT_FORMAT, version: SAVED_STORE_VERSION, exportedAt: now.toISOString(), items: store.items };
  return { name: `gharinsight-saved-${now.toISOString().slice(0, 10)}.json`, text: `${JSON.stringify(body, null, 2)}\n` };
}

export type ImportResult = { ok: true; items: SavedItem[] } | { ok: false; reason: string };

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The items of an exported file, or why it cannot be imported. */
export function readImport(text: string, bytes = new TextEncoder().encode(text).length): ImportResult {
  if (bytes > MAX_IMPORT_BYTES) return { ok: false, reason: `The file is ${megabytes(bytes)}; a saved list file is at most 1 MB.` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'This file is not a GharInsight saved list: it is not JSON.' };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== EXPORT_FORMAT) {
    return { ok: false, reason: 'This file is not a GharInsight saved list (use a file made by Export on this page).' };
  }
  const file = value as Partial<SavedExport>;
  if (file.version !== SAVED_STORE_VERSION) return { ok: false, reason: `This saved list is of version ${JSON.stringify(file.version)}; this app reads version ${SAVED_STORE_VERSION}.` };
  if (!Array.isArray(file.items)) return { ok: false, reason: 'This saved list is malformed: it has no list of items.' };
  const bad = file.items.findIndex((item) => !isSavedItem(item));
  if (bad >= 0) return { ok: false, reason: `This saved list is malformed: item ${bad + 1} is not a saved item.` };
  const items = file.items as SavedItem[];
  for (const kind of SAVED_KINDS) {
    const count = items.filter((item) => item.kind === kind).length;
    if (count > maxSaved(kind)) return { ok: false, reason: `This saved list has ${count} items of kind ${kind}; at most ${maxSaved(kind)} are kept.` };
  }
  return { ok: true, items };
}

/** The list with the imported items added (those not saved yet, in the file's order); and how many were added. */
export function mergeImport(store: SavedStore, items: readonly SavedItem[]): { store: SavedStore; added: number; refused: number } {
  const known = new Set(store.items.map((item) => `${item.kind}|${item.key}`));
  const merged = [...store.items];
  let refused = 0;
  for (const item of items) {
    const id = `${item.kind}|${item.key}`;
    if (known.has(id)) continue;
    if (merged.filter((other) => other.kind === item.kind).length >= maxSaved(item.kind)) {
      refused += 1;
      continue;
    }
    known.add(id);
    merged.push(item);
  }
  return { store: { ...store, items: merged }, added: merged.length - store.items.length, refused };
}
