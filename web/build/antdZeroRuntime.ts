import type { Plugin } from 'vite';
import { ALGORITHM_TAG } from '../src/app/themeTokens';

// antd 6's zero-runtime mode (app/theme.tsx) skips generating component styles, but three
// hooks still make styles at run time and write them as <style> tags. Our static
// stylesheet (antdStyles.ts) already holds everything they write, so on a phone their
// work is pure cost inside hydration's tasks. These transforms make each return at once
// when the theme says zeroRuntime, as antd's own style hook does (genComponentStyleHook):
// the flag never changes while the app runs, so React's hook order stays the same.
// With all three, nothing writes a style in the browser (the e2e hydration test checks
// that the page has no <style> but index.html's). The last two transforms hand antd the
// theme's tokens computed at build time, in place of computing them on the phone.
// If an upgrade changes the code a transform expects, the build stops here.

interface Patch {
  /** What the patch skips, and what it cost. */
  what: string;
  file: RegExp;
  from: string;
  to: string;
}

const USE_CACHE_TOKEN = /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useCacheToken\.js$/;

const PATCHES: Patch[] = [
  {
    // Each component's style hook registered that component's CSS variables at its first
    // render: it derived the component's tokens, serialised them and wrote a <style> tag
    // (antd's token merging was the largest JavaScript item of a page's boot profile).
    what: "genCSSVarRegister, a component's own CSS variables",
    file: /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/,
    from: `        realToken = _useToken.realToken;
      var csp = useCSP();
      useCSSVarRegister({`,
    to: `        realToken = _useToken.realToken;
      if (_useToken.zeroRuntime) return cssVar === null || cssVar === void 0 ? void 0 : cssVar.key;
      var csp = useCSP();
      useCSSVarRegister({`,
  },
  {
    // The ConfigProvider's icon base style, compiled by stylis in hydration's first render.
    what: "useResetIconStyle, the icons' base style",
    file: /[\\/]antd[\\/]es[\\/]theme[\\/]util[\\/]useResetIconStyle\.js$/,
    from: `  const [theme, token] = useToken();
`,
    to: `  const [theme, token, , , , zeroRuntime] = useToken();
  if (zeroRuntime) return (node) => node;
`,
  },
  {
    // The theme's CSS variables, serialised and written once per theme. antd's useToken
    // passes the flag on to cssinjs' useCacheToken (the next patch), which knows nothing of it.
    what: 'useToken, handing zeroRuntime to useCacheToken',
    file: /[\\/]antd[\\/]es[\\/]theme[\\/]useToken\.js$/,
    from: `    nonce: csp?.nonce
  });`,
    to: `    nonce: csp?.nonce,
    zeroRuntime
  });`,
  },
  {
    what: "useCacheToken, the theme's CSS variables",
    file: USE_CACHE_TOKEN,
    from: `    if (!cssVarsStr) {
      return;
    }`,
    to: `    if (!cssVarsStr || option.zeroRuntime) {
      return;
    }`,
  },
  // The theme's tokens themselves, on the ConfigProvider's first render: antd's alias
  // tokens, their hash and their CSS-variable form, 8-24 ms of hydration's first task at
  // full speed. The build computes each of the app's themes ahead (antdThemeTokens.ts). A
  // theme of the app's algorithms with no entry (other seed tokens in a nested
  // ConfigProvider, say) is reported: the static stylesheet lacks its variables too.
  {
    what: "useCacheToken, the theme's tokens",
    file: USE_CACHE_TOKEN,
    from: `import hash from '@emotion/hash';
`,
    to: `import hash from '@emotion/hash';
import BUILT_TOKENS from 'virtual:antd-theme-tokens';
`,
  },
  {
    what: "useCacheToken, the theme's tokens",
    file: USE_CACHE_TOKEN,
    from: `  const cachedToken = useGlobalCache(TOKEN_PREFIX, [salt, theme.id, tokenStr, overrideTokenStr, cssVarStr], () => {
`,
    to: `  const cachedToken = useGlobalCache(TOKEN_PREFIX, [salt, theme.id, tokenStr, overrideTokenStr, cssVarStr], () => {
    const builtFor = theme.derivatives.map((derivative) => derivative.${ALGORITHM_TAG} ?? '').join(',');
    if (option.zeroRuntime && builtFor) {
      const built = BUILT_TOKENS[[builtFor, salt, tokenStr, overrideTokenStr, cssVarStr].join('%')];
      if (built) {
        recordCleanToken(cssVar.key);
        return JSON.parse(built);
      }
      console.error(\`antd's tokens for the "\${builtFor}" theme with these seed tokens were not built ahead (web/build/antdThemeTokens.ts), nor are its CSS variables in the static stylesheet\`);
    }
`,
  },
];

export function antdZeroRuntimeVariables(): Plugin {
  return {
    name: 'gharinsight-antd-zero-runtime-variables',
    enforce: 'pre',
    transform(code, id) {
      const patches = PATCHES.filter(({ file }) => file.test(id));
      if (patches.length === 0) return undefined;
      for (const patch of patches) {
        if (!code.includes(patch.from)) throw new Error(`${id}: ${patch.what} no longer reads as web/build/antdZeroRuntime.ts expects; check the new version and update the transform`);
        code = code.replace(patch.from, patch.to);
      }
      return { code, map: null };
    },
  };
}
