import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { THEME_TOKENS } from '../src/app/themeTokens';

// `import MAP_TOKENS from 'virtual:antd-map-tokens'` (web/src/app/themeAlgorithms.ts): each
// theme's map tokens (a ten-step palette for every colour, sizes, radii), derived here, when
// the app is built, by antd's own algorithm from antd's default seed and ours (themeTokens.ts).
// The seeds never change while the app runs, and the derivation took 13-24 ms of a boot task
// at full CPU speed (four times that on a phone).

const require = createRequire(import.meta.url);
const PUBLIC_ID = 'virtual:antd-map-tokens';
const RESOLVED_ID = '\0virtual:antd-map-tokens';

type ThemeMode = keyof typeof THEME_TOKENS;

/** The map tokens of each theme, as antd derives them from the seed the app's ConfigProvider gives it. */
export function deriveMapTokens(): Record<ThemeMode, object> {
  // CommonJS, as antdStyles.ts loads antd.
  const { theme } = require('antd') as typeof import('antd');
  const seed = (mode: ThemeMode) => ({ ...theme.defaultSeed, ...THEME_TOKENS[mode] });
  return { light: theme.defaultAlgorithm(seed('light')), dark: theme.darkAlgorithm(seed('dark')) };
}

export function antdMapTokens(): Plugin {
  return {
    name: 'gharinsight-antd-map-tokens',
    resolveId: (source) => (source === PUBLIC_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(deriveMapTokens())};\n` : undefined),
  };
}
