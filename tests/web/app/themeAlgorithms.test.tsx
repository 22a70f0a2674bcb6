import { render, screen } from '@testing-library/react';
import { theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MAP_TOKENS from 'virtual:antd-map-tokens';
import { THEME_STORAGE_KEY } from '../../../web/src/config/constants.js';
import { ThemeProvider } from '../../../web/src/app/theme.js';
import { THEME_TOKENS } from '../../../web/src/app/themeTokens.js';
import { buildThemeTokens } from '../../../web/build/antdThemeTokens.js';

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

describe("antd's theme tokens, computed at build time", () => {
  // The browser looks each entry up by this key (web/build/antdZeroRuntime.ts); a page whose
  // theme finds none logs an error, which fails every end-to-end test (tests/e2e/fixtures.ts).
  it('hold one entry per theme: the alias tokens, their CSS variables and their key', () => {
    const table = Object.entries(buildThemeTokens()).map(([key, json]) => [key.split('%')[0], JSON.parse(json)] as const);
    expect(table.map(([theme]) => theme)).toEqual(['light', 'dark']);
    for (const [theme, [tokenWithCssVar, hashClass, realToken, variablesSheet, cssVarKey]] of table) {
      expect(tokenWithCssVar.colorPrimary).toBe('var(--ant-color-primary)');
      expect(realToken.colorPrimary).toBe(MAP_TOKENS[theme as 'light' | 'dark'].colorPrimary);
      expect(realToken.colorLink).toBe(MAP_TOKENS[theme as 'light' | 'dark'].colorLink);
      expect(realToken._tokenKey).toMatch(/^[0-9a-z]+$/);
      // cssinjs names the class after NODE_ENV, as the bundle it is built for does ('css-dev-only-…' outside production).
      expect(hashClass).toMatch(/^css-(?:dev-only-do-not-override-)?[0-9a-z]+$/);
      // Only cssinjs' runtime insertion reads the variables as a stylesheet: not built.
      expect(variablesSheet).toBe('');
      expect(cssVarKey).toBe('css-var-root');
    }
  });
});
