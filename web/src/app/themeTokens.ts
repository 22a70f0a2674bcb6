// The app's antd theme: the seed tokens and component tokens of each theme. Read by the
// ConfigProvider (theme.tsx) and, at build time, by the static stylesheet's generator
// (web/build/antdStyles.ts), which writes every token of both themes as CSS variables.

// antd's secondary text (colorTextDescription and the Descriptions labels, 45% black:
// 3.4:1 on white) and its blue links (#1677ff: 4.0:1) fall short of WCAG AA's 4.5:1;
// these take 65% text and the brand teal instead, on both themes.
const SECONDARY_TEXT = { light: 'rgba(0, 0, 0, 0.65)', dark: 'rgba(255, 255, 255, 0.65)' } as const;

export const THEME_TOKENS = {
  light: { colorPrimary: '#0f766e', colorLink: '#0f766e', colorTextDescription: SECONDARY_TEXT.light, borderRadius: 8 },
  dark: { colorPrimary: '#0f766e', colorLink: '#2dd4bf', colorTextDescription: SECONDARY_TEXT.dark, borderRadius: 8 },
} as const;

// On the dark theme the selected tab's teal (#106761 as antd derives it) has 2.7-3.1:1
// contrast; the lighter teal of the dark accent has 9:1.
export const COMPONENT_TOKENS = {
  light: { Descriptions: { labelColor: SECONDARY_TEXT.light } },
  dark: {
    Descriptions: { labelColor: SECONDARY_TEXT.dark },
    Tabs: { itemSelectedColor: '#2dd4bf', itemActiveColor: '#2dd4bf', itemHoverColor: '#5eead4', inkBarColor: '#2dd4bf' },
  },
} as const;

/**
 * The class antd puts on every component's root and scopes the components' CSS variables
 * to (its cssVar key). Named here, not left to antd (which would make one with useId per
 * ConfigProvider), so the static stylesheet's selectors match the app's elements.
 */
export const CSS_VAR_KEY = 'css-var-root';

/**
 * The property that names each of the app's algorithms (themeAlgorithms.ts): the build
 * keys each theme's prebuilt tokens by it (web/build/antdThemeTokens.ts), and antd's
 * token hook, as the build patches it, looks them up by it.
 */
export const ALGORITHM_TAG = 'gharinsightTheme';

/**
 * The theme the app's ConfigProvider is given (app/theme.tsx) for each mode, without its
 * algorithm: the build renders antd with the same one to make the static stylesheet
 * (web/build/antdStyles.ts) and the prebuilt tokens (web/build/antdThemeTokens.ts), which
 * the browser finds only if the theme is the same.
 */
export const themeConfig = (mode: keyof typeof THEME_TOKENS) => ({
  hashed: false,
  cssVar: { key: CSS_VAR_KEY },
  token: THEME_TOKENS[mode],
  components: COMPONENT_TOKENS[mode],
});

/** An algorithm that hands antd a theme's map tokens, named for the prebuilt tokens (ALGORITHM_TAG). */
export const namedAlgorithm = <MapToken>(mode: keyof typeof THEME_TOKENS, mapTokens: MapToken) => Object.assign((): MapToken => mapTokens, { [ALGORITHM_TAG]: mode });
