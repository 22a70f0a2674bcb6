import emotionHash from '@emotion/hash';
import { iconStyles } from '@ant-design/icons/es/utils';

// The server build loads @emotion/hash's CommonJS file: its function arrives as `.default`.
const hash: typeof emotionHash = (emotionHash as unknown as { default?: typeof emotionHash }).default ?? emotionHash;

// antd's <style> tags as the server sends them, made to match the ones the browser's
// antd looks for when it hydrates. A style the browser does not find by its key, it
// inserts again, even with the same text, and every inserted stylesheet makes the browser
// recompute the style of the whole page: a 45-65 ms task on a phone (4x CPU), right
// after hydration, for rules that were already there.

/**
 * The theme's CSS variables (`.css-var-…{--ant-…}`): the server names the tag by the
 * token's hash, but the browser looks for it under `hash('css-var-' + key)` (cssinjs
 * 2.1, useCacheToken's effect against its `extract`), so it inserted a second copy.
 * The tag is renamed to what the browser looks for.
 */
export function matchThemeVariableStyles(styles: string): string {
  return styles.replace(
    /<style([^>]*) data-token-hash="([^"]+)" data-css-hash="[^"]*">\.\2\{/g,
    (_, attributes: string, key: string) => `<style${attributes} data-token-hash="${key}" data-css-hash="${hash(`css-var-${key}`)}">.${key}{`,
  );
}

/**
 * The base style of every icon, which @ant-design/icons inserts in the browser the first
 * time an icon renders (useInsertStyles: key '@ant-design-icons', prepended to <head>).
 * Sent with the page, the browser finds it and inserts nothing.
 */
export const ICON_BASE_STYLE = `<style data-rc-order="prepend" rc-util-key="@ant-design-icons">${iconStyles}</style>`;
