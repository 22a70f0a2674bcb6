import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootData } from '../../../web/src/app/bootData.js';
import type { ThemeMode } from '../../../web/src/entry-server.js';
import { scriptJson } from './scriptJson.js';

// The built web/dist/index.html turned into the frame of every server-rendered page.
// Its stylesheet link stays (one hashed, immutable file: antd's styles, generated at
// build time, and the app's). Vite's script tags are replaced by the list of the page's
// scripts (the entry module and every chunk it needs, #gharinsight-scripts), which
// index.html's start script adds once the page has painted: the server-rendered page
// shows first, then the browser fetches each file once, in parallel.

/** The id of the page's script list, read by index.html's start script. */
export const SCRIPTS_ID = 'gharinsight-scripts';

const VITE_ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g;
const VITE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const DEFAULT_TITLE = /\s*<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta name="description"[^>]*>/;

export interface PageParts {
  theme: ThemeMode;
  /** Tags React hoisted (title, meta, link). */
  head: string;
  /** The entry module and every other chunk the page needs, as URL paths. */
  scripts: { entry: string; preload: readonly string[] };
  body: string;
  boot: BootData;
  apolloState: object;
}

export class PageTemplate {
  constructor(
    /** index.html without Vite's script tags. */
    readonly html: string,
  ) {}

  static read(distDir: string): PageTemplate {
    const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    return new PageTemplate(built.replace(VITE_ENTRY_SCRIPT, '').replace(VITE_PRELOAD, ''));
  }

  fill({ theme, head, scripts, body, boot, apolloState }: PageParts): string {
    let html = this.html;
    // The page's own title and description replace index.html's defaults.
    if (head.includes('<title>')) html = html.replace(DEFAULT_TITLE, '');
    if (head.includes('name="description"')) html = html.replace(DEFAULT_DESCRIPTION, '');
    const data =
      `<script type="application/json" id="gharinsight-boot">${scriptJson(boot)}</script>` +
      `<script type="application/json" id="gharinsight-apollo-state">${scriptJson(apolloState)}</script>` +
      `<script type="application/json" id="${SCRIPTS_ID}">${scriptJson(scripts)}</script>`;
    return html
      .replace(/<html\b[^>]*>/, () => `<html lang="en" data-theme="${theme}" data-ssr-theme="${theme}">`)
      .replace('<meta name="viewport"', () => `${head}\n    <meta name="viewport"`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
  }
}
