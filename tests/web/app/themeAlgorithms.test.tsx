import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../../web/src/config/constants.js';
import { ThemeProvider, warmThemeTokens } from '../../../web/src/app/theme.js';
import { THEME_ALGORITHMS } from '../../../web/src/app/themeAlgorithms.js';

function TokenProbe() {
  const { token } = antdTheme.useToken();
  return <p>{`${token.colorPrimary} ${token.colorBgContainer}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("antd's theme tokens, derived before hydration", () => {
  it("each theme's algorithm answers as antd's own does, for any seed", () => {
    const seeds = [antdTheme.defaultSeed, { ...antdTheme.defaultSeed, colorPrimary: '#0f766e', borderRadius: 8 }];
    for (const seed of seeds) {
      expect(THEME_ALGORITHMS.light(seed)).toEqual(antdTheme.defaultAlgorithm(seed));
      expect(THEME_ALGORITHMS.dark(seed)).toEqual(antdTheme.darkAlgorithm(seed));
    }
  });

  it.each([
    ['light', 'defaultAlgorithm', '#0f766e #ffffff'],
    ['dark', 'darkAlgorithm', '#106761 #141414'],
  ] as const)('after warmThemeTokens, the %s theme renders without deriving its tokens again', (mode, algorithm, tokens) => {
    // The provider follows the stored theme after its first render.
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(mode));
    warmThemeTokens(mode);
    const derive = vi.spyOn(antdTheme, algorithm);
    render(
      <ThemeProvider initialMode={mode}>
        <TokenProbe />
      </ThemeProvider>,
    );
    expect(screen.getByText(tokens)).toBeInTheDocument();
    expect(derive).not.toHaveBeenCalled();
  });
});
