import { readFileSync } from 'node:fs';
import path from 'node:path';

// Vite's manifest of the browser build (web/dist/.vite/manifest.json): which file each
// source module became, and which chunks and stylesheets it needs. The server reads it
// to name, for each rendered page, the scripts to load.

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The entry module, e.g. '/assets/index-abc.js'. */
  entry: string;
  /** Every other chunk the entry and the page need before they can run, in load order. */
  preload: string[];
}

export class ClientManifest {
  private constructor(private readonly manifest: Manifest) {}

  static read(distDir: string): ClientManifest {
    const file = path.join(distDir, '.vite', 'manifest.json');
    return new ClientManifest(JSON.parse(readFileSync(file, 'utf8')) as Manifest);
  }

  /** The assets of the entry (index.html) and of the given page modules (manifest keys). */
  assetsFor(pageFiles: readonly string[]): PageAssets {
    const entryKey = Object.keys(this.manifest).find((key) => this.manifest[key].isEntry);
    if (!entryKey) throw new Error('The web build has no entry in .vite/manifest.json');
    const chunks = new Set<string>();
    const visit = (key: string) => {
      if (chunks.has(key) || !this.manifest[key]) return;
      chunks.add(key);
      this.manifest[key].imports?.forEach(visit);
    };
    visit(entryKey);
    // The entry loads the app in steps, by dynamic import (web/src/main.tsx); every step
    // is needed on every page, so they are loaded along with it.
    this.manifest[entryKey].dynamicImports?.forEach(visit);
    pageFiles.forEach(visit);

    const url = (file: string) => `/${file}`;
    const entry = url(this.manifest[entryKey].file);
    const files = [...chunks].map((key) => url(this.manifest[key].file));
    return {
      entry,
      preload: files.filter((file) => file !== entry),
    };
  }
}
