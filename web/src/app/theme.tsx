import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { THEME_STORAGE_KEY, TOOLTIP_DELAY_MS } from '../config/constants';
import { writeJson } from '../shared/storage';
import { NotificationRegion } from './NotificationRegion';
import './tagContrast.css';
import { hydrationPhase } from '../shared/ui/hydrationPhase';
import { THEME_ALGORITHMS } from './themeAlgorithms';

// Light by default, stored under gharinsight-theme (spec sections 1 and 9). The theme
// is also mirrored into a cookie of the same name, so the server renders the page
// with the chosen theme's styles. The inline script in web/index.html applies the
// stored value to <html data-theme> before the first paint (and fixes a missing
// cookie); this provider starts from the theme the server rendered, so hydration
// matches, then follows the stored value.

export type ThemeMode = 'light' | 'dark';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The stored theme: the JSON value the app writes ('"dark"'), or a plain 'dark' written by hand or an older version. */
export function parseStoredTheme(raw: string | null): ThemeMode {
  if (raw === null) return 'light';
  if (isThemeMode(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isThemeMode(parsed) ? parsed : 'light';
  } catch {
    return 'light';
  }
}

export function readStoredTheme(): ThemeMode {
  try {
    return parseStoredTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

/** The cookie the server reads to render the chosen theme (a year, the whole site). */
export function themeCookie(mode: ThemeMode): string {
  return `${THEME_STORAGE_KEY}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The theme named by a Cookie header (the server side of themeCookie). */
export function themeFromCookieHeader(header: string | undefined): ThemeMode {
  const match = header?.match(new RegExp(`(?:^|;\\s*)${THEME_STORAGE_KEY}=([^;]*)`));
  return match?.[1] === 'dark' ? 'dark' : 'light';
}

interface ThemeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', setMode: () => {} });

export const useThemeMode = () => useContext(ThemeContext);

// antd's secondary text (colorTextDescription and the Descriptions labels, 45% black:
// 3.4:1 on white) and its blue links (#1677ff: 4.0:1) fall short of WCAG AA's 4.5:1;
// these take 65% text and the brand teal instead, on both themes.
const SECONDARY_TEXT = { light: 'rgba(0, 0, 0, 0.65)', dark: 'rgba(255, 255, 255, 0.65)' } as const;
const THEME_TOKENS = {
  light: { colorPrimary: '#0f766e', colorLink: '#0f766e', colorTextDescription: SECONDARY_TEXT.light, borderRadius: 8 },
  dark: { colorPrimary: '#0f766e', colorLink: '#2dd4bf', colorTextDescription: SECONDARY_TEXT.dark, borderRadius: 8 },
} as const;

// On the dark theme the selected tab's teal (#106761 as antd derives it) has 2.7-3.1:1
// contrast; the lighter teal of the dark accent has 9:1.
const COMPONENT_TOKENS = {
  light: { Descriptions: { labelColor: SECONDARY_TEXT.light } },
  dark: {
    Descriptions: { labelColor: SECONDARY_TEXT.dark },
    Tabs: { itemSelectedColor: '#2dd4bf', itemActiveColor: '#2dd4bf', itemHoverColor: '#5eead4', inkBarColor: '#2dd4bf' },
  },
} as const;

/** Derives the theme's tokens ahead of the first render, from the seed antd will pass it (its default seed and ours): see themeAlgorithms.ts. */
export function warmThemeTokens(mode: ThemeMode): void {
  THEME_ALGORITHMS[mode]({ ...antdTheme.defaultSeed, ...THEME_TOKENS[mode] });
}

/**
 * `initialMode` is the theme the page was rendered with on the server (from the cookie);
 * without it (a client-only render) the stored theme is read at once.
 */
export function ThemeProvider({ initialMode, children }: { initialMode?: ThemeMode; children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() => initialMode ?? readStoredTheme());

  const setMode = useCallback((next: ThemeMode) => {
    // The new theme reaches every part of the page, including those still waiting to hydrate.
    hydrationPhase.releaseAll();
    setModeState(next);
    writeJson(THEME_STORAGE_KEY, next);
    document.cookie = themeCookie(next);
    document.documentElement.setAttribute('data-theme', next);
  }, []);

  // After hydration: follow the stored theme if the server rendered the other one
  // (no cookie yet), and keep the cookie in step for the next page the server renders.
  useEffect(() => {
    const stored = readStoredTheme();
    if (stored !== mode) setMode(stored);
    else document.cookie = themeCookie(stored);
    // Once, after the first render only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        theme={{
          algorithm: THEME_ALGORITHMS[mode],
          token: THEME_TOKENS[mode],
          components: COMPONENT_TOKENS[mode],
        }}
        tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 }}
      >
        {children}
        <NotificationRegion />
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
