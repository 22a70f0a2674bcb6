import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BootData } from '../../../web/src/app/bootData.js';
import type { ThemeMode } from '../../../web/src/entry-server.js';
import { scriptJson } from './scriptJson.js';

// The built web/dist/index.html turned into the frame of every server-rendered page.
// Vite's own script and stylesheet tags are taken out: the page's scripts are listed
// in its boot data and requested after the first paint (by the loader script in
// index.html), and its CSS is inlined after antd's styles so it is there at first paint.

const VITE_ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="[^"]*"[^>]*><\/script>/g;
const VITE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const VITE_STYLESHEET = /\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]*"[^>]*>/g;
const DEFAULT_TITLE = /\s*<title>[^<]*<\/title>/;
const DEFAULT_DESCRIPTION = /\s*<meta name="description"[^>]*>/;

export interface PageParts {
  theme: ThemeMode;
  /** Tags React hoisted (title, meta, link). */
  head: string;
  /** antd's <style> tags. */
  styles: string;
  /** URL paths of the app's stylesheets, inlined. */
  css: readonly string[];
  body: string;
  boot: BootData;
  apolloState: object;
}

export class PageTemplate {
  private readonly cssText = new Map<string, string>();

  constructor(
    /** index.html without Vite's tags. */
    readonly html: string,
    private readonly distDir: string,
  ) {}

  static read(distDir: string): PageTemplate {
    const built = readFileSync(path.join(distDir, 'index.html'), 'utf8');
    return new PageTemplate(built.replace(VITE_ENTRY_SCRIPT, '').replace(VITE_PRELOAD, '').replace(VITE_STYLESHEET, ''), distDir);
  }

  fill({ theme, head, styles, css, body, boot, apolloState }: PageParts): string {
    let html = this.html;
    // The page's own title and description replace index.html's defaults.
    if (head.includes('<title>')) html = html.replace(DEFAULT_TITLE, '');
    if (head.includes('name="description"')) html = html.replace(DEFAULT_DESCRIPTION, '');
    const appCss = css.map((file) => this.readCss(file)).join('\n');
    const data =
      `<script type="application/json" id="gharinsight-boot">${scriptJson(boot)}</script>` +
      `<script type="application/json" id="gharinsight-apollo-state">${scriptJson(apolloState)}</script>`;
    return html
      .replace(/<html\b[^>]*>/, () => `<html lang="en" data-theme="${theme}" data-ssr-theme="${theme}">`)
      .replace('<meta name="viewport"', () => `${head}\n    <meta name="viewport"`)
      .replace('</head>', () => `${styles}<style data-app-css="">${appCss}</style>${inlinedCssMarkers(css)}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
  }

  private readCss(urlPath: string): string {
    let text = this.cssText.get(urlPath);
    if (text === undefined) {
      text = readFileSync(path.join(this.distDir, urlPath), 'utf8');
      this.cssText.set(urlPath, text);
    }
    return text;
  }
}

/**
 * For each stylesheet inlined above, a disabled <link> to it: a disabled stylesheet is
 * neither fetched nor applied, but Vite's loader for lazy chunks sees it and so does not
 * add the page's stylesheet again when the page's chunk loads (a second download, and
 * adding a stylesheet makes the browser recompute every style on the page).
 */
function inlinedCssMarkers(css: readonly string[]): string {
  return css.map((file) => `<link rel="stylesheet" href="${file}" disabled>`).join('');
}
