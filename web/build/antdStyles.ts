import { createRequire } from 'node:module';
import { CSS_VAR_KEY, themeConfig, THEME_TOKENS } from '../src/app/themeTokens';
import { ANTD_COMPONENTS, type AntdModule } from './antdComponents';

// antd's styles as one static stylesheet, made at build time (issue 32): the browser and
// the server run antd in zero-runtime mode (app/theme.tsx), so no style is generated,
// inserted or sent inline at run time. The stylesheet holds:
// - the styles of the components the app uses (antdComponents.ts), as antd's CSS-in-JS
//   would have generated them, with every design value a CSS variable (antd 6 cssVar mode);
// - the light theme's variables on :root, and the dark theme's on html[data-theme="dark"]
//   (the attribute the inline script in index.html sets before the first paint), so a
//   theme is a set of variables and switching it re-renders nothing;
// - the base style of @ant-design/icons.
//
// Everything is loaded through CommonJS: antd's CommonJS build requires the CommonJS
// @ant-design/cssinjs, and the StyleProvider below must be that same copy.

const require = createRequire(import.meta.url);

type ThemeMode = keyof typeof THEME_TOKENS;


interface Extracted {
  /** The components' rules. */
  styles: string;
  /** The theme's variables: the design tokens and each component's tokens. */
  variables: string;
}

function render(mode: ThemeMode): Extracted {
  const React = require('react') as typeof import('react');
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const antd = require('antd') as AntdModule;
  const cssinjs = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
  const cache = cssinjs.createCache();
  const algorithm = mode === 'dark' ? antd.theme.darkAlgorithm : antd.theme.defaultAlgorithm;
  renderToString(
    React.createElement(
      cssinjs.StyleProvider,
      { cache },
      React.createElement(
        antd.ConfigProvider,
        { theme: { ...themeConfig(mode), algorithm } },
        ...ANTD_COMPONENTS.map((component, index) => React.createElement(React.Fragment, { key: index }, component(antd, React))),
      ),
    ),
  );
  const variables = withoutStrayRules(cssinjs.extractStyle(cache, { plain: true, types: ['cssVar', 'token'] }));
  const styles = withoutStrayRules(cssinjs.extractStyle(cache, { plain: true, types: 'style' }));
  return { styles, variables: themed(variables, mode) };
}

/** A flat rule: selectors and declarations, no nested block. */
const FLAT_RULE = /(?<=^|[{}])([^{}]+)\{([^{}]*)\}/g;

/**
 * Rules for nothing on the page, dropped: the pure panels (antdComponents.ts) render inside
 * a ConfigProvider of their own, with a cssVar key made by useId (`css-var-_R_…`), the same
 * variables again on a class no element has; and cssinjs' record of what it inserted
 * (`.data-ant-cssinjs-cache-path`), which only its runtime reads.
 */
const withoutStrayRules = (css: string) => css.replace(FLAT_RULE, (rule, selectors: string) => (/\.css-var-_|\.data-ant-cssinjs-cache-path/.test(selectors) ? '' : rule));

/**
 * antd puts the design tokens on `.css-var-root` (a class of every component's root) and
 * a component's own tokens on `.css-var-root.ant-x`. The design tokens go on :root instead,
 * so that the app's own CSS can use them anywhere (var(--ant-color-border)); the dark
 * theme's are the same rules under html[data-theme="dark"], which outweighs the light ones.
 */
function themed(variables: string, mode: ThemeMode): string {
  const scope = mode === 'dark' ? 'html[data-theme="dark"]' : ':root';
  return variables.replace(FLAT_RULE, (_, selectors: string, declarations: string) => {
    const scoped = selectors
      .split(',')
      .map((selector) => selector.trim())
      .map((selector) => (selector === `.${CSS_VAR_KEY}` ? scope : mode === 'dark' ? `${scope} ${selector}` : selector))
      .join(',');
    return `${scoped}{${declarations}}`;
  });
}

/** The whole stylesheet: the components and light variables, then the dark variables, then the icons' base style. */
export function buildAntdCss(): string {
  const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };
  const light = render('light');
  const dark = render('dark');
  // In cssVar mode a theme changes only the variables: the rules must be the same.
  if (light.styles !== dark.styles) throw new Error('antd generated different rules for the dark theme: the static stylesheet cannot hold both themes');
  return [
    '/* antd 6 styles for the components GharInsight uses, generated at build time by web/build/antdStyles.ts. */',
    light.variables,
    dark.variables,
    light.styles,
    iconStyles,
  ].join('\n');
}
