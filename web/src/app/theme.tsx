import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { THEME_STORAGE_KEY, TOOLTIP_DELAY_MS } from '../config/constants';
import { writeJson } from '../shared/storage';
import { NotificationRegion } from './NotificationRegion';
import './tagContrast.css';
import { hydrationPhase } from '../shared/ui/hydrationPhase';
import { THEME_ALGORITHMS } from './themeAlgorithms';
import { themeConfig } from './themeTokens';

// Light by default, stored under gharinsight-theme (spec sections 1 and 9). The theme
// is also mirrored into a cookie of the same name, so the server renders the page in
// the chosen theme (the switch's state, the charts' colours). Colours are CSS
// variables: antd runs in zero-runtime mode, its stylesheet is generated at build time
// with both themes' variables (web/build/antdStyles.ts), and the inline script in
// web/index.html applies the stored value to <html data-theme> before the first paint.
// This provider starts from the theme the server rendered, so hydration matches, then
// follows the stored value. antd still computes the theme's tokens, for the code that
// reads them (the charts' colours), from map tokens derived at build time (themeAlgorithms.ts).

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
  // Once, after the first render only.
  const followStoredTheme = useEffectEvent(() => {
    const stored = readStoredTheme();
    if (stored !== mode) setMode(stored);
    else document.cookie = themeCookie(stored);
  });
  useEffect(() => {
    followStoredTheme();
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        theme={{
          ...themeConfig(mode),
          // No styles made or inserted at run time: they are in the static stylesheet.
          zeroRuntime: true,
          algorithm: THEME_ALGORITHMS[mode],
        }}
        tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 }}
      >
        {children}
        <NotificationRegion />
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
