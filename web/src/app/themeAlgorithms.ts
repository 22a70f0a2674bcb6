import type { theme as antdTheme } from 'antd';
import MAP_TOKENS from 'virtual:antd-map-tokens';
import { namedAlgorithm } from './themeTokens';

// antd derives its map tokens (a ten-step palette for every colour, sizes, radii) from the
// seed tokens on the first render of the ConfigProvider: 13-24 ms of a boot task at full
// CPU speed, four times that on a phone. Each theme's seed is a constant (antd's default
// seed and ours, themeTokens.ts), so the build derives its map tokens with antd's own
// algorithm (web/build/antdMapTokens.ts) and each theme's algorithm here hands them over.
// The app has one ConfigProvider, which gives antd that seed: nothing asks for the tokens
// of another.
//
// Each algorithm carries its theme's name (ALGORITHM_TAG): the build also computes the
// tokens antd makes from these map tokens, and antd's token hook finds them by that name
// (web/build/antdThemeTokens.ts). The map tokens here are what antd falls back on.

type MapToken = ReturnType<typeof antdTheme.defaultAlgorithm>;

/** The algorithm of each theme, as the ConfigProvider is given it (module constants: antd caches its theme by their identity). */
export const THEME_ALGORITHMS = {
  light: namedAlgorithm<MapToken>('light', MAP_TOKENS.light),
  dark: namedAlgorithm<MapToken>('dark', MAP_TOKENS.dark),
} as const;
