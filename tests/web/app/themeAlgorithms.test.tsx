import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MAP_TOKENS from 'virtual:antd-map-tokens';
import { THEME_STORAGE_KEY } from '../../../web/src/config/constants.js';
import { ThemeProvider } from '../../../web/src/app/theme.js';
import { THEME_TOKENS } from '../../../web/src/app/themeTokens.js';

function TokenProbe() {
  const { token } = antdTheme.useToken();
  return <p>{`${token.colorPrimary} ${token.colorBgContainer} ${token.colorPrimaryBg}`}</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe("antd's map tokens, derived at build time", () => {
  it("are antd's own answer for each theme's seed (antd's default seed and ours)", () => {
    expect(MAP_TOKENS.light).toEqual(antdTheme.defaultAlgorithm({ ...antdTheme.defaultSeed, ...THEME_TOKENS.light }));
    expect(MAP_TOKENS.dark).toEqual(antdTheme.darkAlgorithm({ ...antdTheme.defaultSeed, ...THEME_TOKENS.dark }));
    expect(MAP_TOKENS.light.colorPrimaryBg).not.toBe(MAP_TOKENS.dark.colorPrimaryBg);
  });

  it.each([
    ['light', 'defaultAlgorithm', '#0f766e #ffffff #a8b5b2'],
    ['dark', 'darkAlgorithm', '#106761 #141414 #13312f'],
  ] as const)('the %s theme renders its tokens without antd deriving them in the browser', (mode, algorithm, tokens) => {
    // The provider follows the stored theme after its first render.
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(mode));
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
