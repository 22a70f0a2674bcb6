// Modules the build makes (web/build/): see each plugin.
declare module 'virtual:antd-map-tokens' {
  import type { theme } from 'antd';

  /** Each theme's map tokens, derived at build time (web/build/antdMapTokens.ts). */
  const MAP_TOKENS: Record<'light' | 'dark', ReturnType<typeof theme.defaultAlgorithm>>;
  export default MAP_TOKENS;
}
