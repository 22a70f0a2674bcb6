import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_RENDERS } from '../../web/build/antdComponents.js';
import { buildAntdCss } from '../../web/build/antdStyles.js';

// antd's static stylesheet (web/build/antdStyles.ts) has the styles of the components it
// renders (antdComponents.ts): a component the app uses but the list misses would be
// unstyled. These check the list against the app's imports and the sheet's two themes.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every name the app imports from 'antd' (values, not types). */
function importedFromAntd(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('web/src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const specifier of match[1].split(',')) {
        const name = specifier.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe("antd's static stylesheet", () => {
  it('renders every antd component the app imports', () => {
    const missing = [...importedFromAntd()].filter((name) => !Object.hasOwn(ANTD_RENDERS, name));
    expect(missing).toEqual([]);
  });

  it('holds both themes as variables, and the rules once', { timeout: 60_000 }, () => {
    const css = buildAntdCss();
    expect(css).toMatch(/:root\{[^}]*--ant-color-bg-container:#ffffff;/);
    expect(css).toMatch(/html\[data-theme="dark"\]\{[^}]*--ant-color-bg-container:#141414;/);
    // A component's own tokens, per theme (the dark tabs' teal is the app's override).
    expect(css).toMatch(/html\[data-theme="dark"\] \.css-var-root\.ant-tabs-css-var\{[^}]*--ant-tabs-item-selected-color:#2dd4bf;/);
    // No pure panel's variables under a key no element has.
    expect(css).not.toMatch(/\.css-var-_/);
    // The dark theme is variables only: the rules are the same for both themes, once.
    const darkDeclarations = [...css.matchAll(/html\[data-theme="dark"\][^{]*\{([^}]*)\}/g)].flatMap((rule) => rule[1].split(';').filter(Boolean));
    expect(darkDeclarations.length).toBeGreaterThan(100);
    expect(darkDeclarations.filter((declaration) => !declaration.startsWith('--'))).toEqual([]);
  });
});
