import { createRequire } from 'node:module';
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import { namedAlgorithm, themeConfig, THEME_TOKENS } from '../src/app/themeTokens';
import { deriveMapTokens } from './antdMapTokens';

// `virtual:antd-theme-tokens`, read by @ant-design/cssinjs' useCacheToken as the build
// patches it (antdZeroRuntime.ts): each theme's whole token entry, as that hook would
// compute it on the ConfigProvider's first render. The entry is antd's alias tokens
// (formatToken), their key (a hash of all of them) and their CSS-variable form
// (transformToken): 8-24 ms (median 13.5 ms, 8 loads of /news) of hydration's first task
// at full CPU speed, four times that on a phone, for values that never change while the
// app runs. The seeds are constants (themeTokens.ts), so the build computes them here,
// with antd's own code.
//
// The table is keyed as useCacheToken keys its cache, with the theme's identity (a
// number antd gives each theme in the order they are made) replaced by the name of the
// app's algorithm (themeAlgorithms.ts tags each one). A ConfigProvider with another
// algorithm finds no entry and computes its tokens, as antd would; one with the app's
// algorithms and other seed tokens does too, and logs an error (antdZeroRuntime.ts).

const require = createRequire(import.meta.url);
const PUBLIC_ID = 'virtual:antd-theme-tokens';
const RESOLVED_ID = '\0virtual:antd-theme-tokens';

type ThemeMode = keyof typeof THEME_TOKENS;
const MODES: ThemeMode[] = ['light', 'dark'];

/** Each theme's token entry, as JSON, by the key the patched useCacheToken looks it up with. */
export function buildThemeTokens(): Record<string, string> {
  // CommonJS, as antdStyles.ts loads antd: antd's CommonJS build requires the CommonJS cssinjs.
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as typeof import('antd');
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const mapTokens = deriveMapTokens();
  const table: Record<string, string> = {};
  for (const mode of MODES) {
    const cache = cssinjs.createCache();
    const Probe = () => {
      antd.theme.useToken();
      return null;
    };
    // The app's ConfigProvider, as app/theme.tsx renders it.
    const theme = { ...themeConfig(mode), zeroRuntime: true, algorithm: namedAlgorithm(mode, mapTokens[mode]) };
    renderToString(
      React.createElement(cssinjs.StyleProvider, { cache }, React.createElement(antd.ConfigProvider, { theme } as never, React.createElement(Probe))),
    );
    // cssinjs' cache: 'token%<salt>%<theme id>%<seed hash>%<override hash>%<cssVar hash>' -> [uses, entry].
    const entries = [...(cache as unknown as { cache: Map<string, [number, unknown[]]> }).cache].filter(([key]) => key.startsWith('token%'));
    if (entries.length !== 1) throw new Error(`web/build/antdThemeTokens.ts: expected one token entry for the ${mode} theme, found ${entries.length}; check how this antd version caches its tokens`);
    const [[key, [, entry]]] = entries;
    const [, salt, , ...hashes] = key.split('%');
    // The entry's fourth item is the variables as a stylesheet, which only cssinjs' runtime
    // insertion reads; in zero-runtime mode the patched hook never inserts it.
    const [tokenWithCssVar, hashClass, realToken, , cssVarKey] = entry;
    const kept = [tokenWithCssVar, hashClass, realToken, '', cssVarKey];
    const json = JSON.stringify(kept);
    if (!isDeepStrictEqual(JSON.parse(json), kept)) throw new Error(`web/build/antdThemeTokens.ts: the ${mode} theme's tokens do not survive JSON; they cannot be built ahead`);
    table[[mode, salt, ...hashes].join('%')] = json;
  }
  return table;
}

export function antdThemeTokens(): Plugin {
  return {
    name: 'gharinsight-antd-theme-tokens',
    resolveId: (source) => (source === PUBLIC_ID ? RESOLVED_ID : undefined),
    // As strings, parsed when looked up: a page parses its own theme's only.
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(buildThemeTokens())};\n` : undefined),
  };
}
