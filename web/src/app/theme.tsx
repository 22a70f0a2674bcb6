import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider, theme as antdTheme } from 'antd';
import { THEME_STORAGE_KEY, TOAST_DURATION_MS, TOOLTIP_DELAY_MS } from '../config/constants';
import { readJson, writeJson } from '../shared/storage';

// Light by default, stored under gharinsight-theme (spec sections 1 and 9). The inline
// script in web/index.html applies the stored value to <html data-theme> before the
// first paint; this provider takes over from there.

export type ThemeMode = 'light' | 'dark';

const isThemeMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

export function readStoredTheme(): ThemeMode {
  return readJson<ThemeMode>(THEME_STORAGE_KEY, 'light', isThemeMode);
}

interface ThemeContextValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeContext = createContext<ThemeContextValue>({ mode: 'light', setMode: () => {} });

export const useThemeMode = () => useContext(ThemeContext);

/** Toasts: one visible at a time, shown for 5 s (spec section 9). */
const TOAST_CONFIG = { maxCount: 1, duration: TOAST_DURATION_MS / 1000 };

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(readStoredTheme);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    writeJson(THEME_STORAGE_KEY, next);
    document.documentElement.setAttribute('data-theme', next);
  }, []);

  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <ThemeContext.Provider value={value}>
      <ConfigProvider
        theme={{
          algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: { colorPrimary: '#0f766e', borderRadius: 8 },
        }}
        tooltip={{ mouseEnterDelay: TOOLTIP_DELAY_MS / 1000 }}
      >
        <AntdApp notification={TOAST_CONFIG} message={TOAST_CONFIG}>
          {children}
        </AntdApp>
      </ConfigProvider>
    </ThemeContext.Provider>
  );
}
