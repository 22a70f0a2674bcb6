import { theme as antdTheme } from 'antd';

// antd derives its map tokens (a ten-step palette for every colour, sizes, radii) from the
// seed tokens on the first render of the ConfigProvider: 52-65 ms of a phone's main thread
// (4x CPU) inside hydration's first task, where nothing can yield. The derivation is pure,
// so each theme's algorithm here remembers its last answer; warmThemeTokens() (theme.tsx)
// runs it in a boot task of its own before hydration, which is then given the remembered tokens.

type Seed = Parameters<typeof antdTheme.defaultAlgorithm>[0];
type MapToken = ReturnType<typeof antdTheme.defaultAlgorithm>;
/** antd's DerivativeFunc: the map tokens of a seed, or of a seed and an earlier algorithm's map tokens. */
type Algorithm = (seed: Seed, mapToken?: MapToken) => MapToken;

const sameSeed = (a: Seed, b: Seed) => {
  const keys = Object.keys(a) as (keyof Seed)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
};

function remembered(algorithm: Algorithm): Algorithm {
  let last: { seed: Seed; tokens: MapToken } | undefined;
  return (seed, mapToken) => {
    // Chained after another algorithm: not remembered (the app uses one algorithm a theme).
    if (mapToken) return algorithm(seed, mapToken);
    if (!last || !sameSeed(last.seed, seed)) last = { seed: { ...seed }, tokens: algorithm(seed) };
    return last.tokens;
  };
}

/** The algorithm of each theme, as the ConfigProvider is given it (module constants: antd caches its theme by their identity). */
export const THEME_ALGORITHMS = {
  light: remembered((seed) => antdTheme.defaultAlgorithm(seed)),
  dark: remembered((seed, mapToken) => antdTheme.darkAlgorithm(seed, mapToken)),
} as const;
