import type { Plugin } from 'vite';

// antd 6's zero-runtime mode (app/theme.tsx) skips generating component styles, but three
// hooks still make styles at run time and write them as <style> tags. Our static
// stylesheet (antdStyles.ts) already holds everything they write, so on a phone their
// work is pure cost inside hydration's tasks. These transforms make each return at once
// when the theme says zeroRuntime, as antd's own style hook does (genComponentStyleHook):
// the flag never changes while the app runs, so React's hook order stays the same.
// With all three, nothing writes a style in the browser (the e2e hydration test checks
// that the page has no <style> but index.html's).
// If an upgrade changes the code a transform expects, the build stops here.

interface Patch {
  /** What the patch skips, and what it cost. */
  what: string;
  file: RegExp;
  from: string;
  to: string;
}

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
    file: /[\\/]@ant-design[\\/]cssinjs[\\/]es[\\/]hooks[\\/]useCacheToken\.js$/,
    from: `    if (!cssVarsStr) {
      return;
    }`,
    to: `    if (!cssVarsStr || option.zeroRuntime) {
      return;
    }`,
  },
];

export function antdZeroRuntimeVariables(): Plugin {
  return {
    name: 'gharinsight-antd-zero-runtime-variables',
    enforce: 'pre',
    transform(code, id) {
      const patch = PATCHES.find(({ file }) => file.test(id));
      if (!patch) return undefined;
      if (!code.includes(patch.from)) throw new Error(`${id}: ${patch.what} no longer reads as web/build/antdZeroRuntime.ts expects; check the new version and update the transform`);
      return { code: code.replace(patch.from, patch.to), map: null };
    },
  };
}
