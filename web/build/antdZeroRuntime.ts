import type { Plugin } from 'vite';

// antd 6's zero-runtime mode (app/theme.tsx) skips generating component styles, but each
// component's style hook still registers that component's CSS variables at its first
// render (@ant-design/cssinjs-utils' genCSSVarRegister): it derives the component's
// tokens, serialises them and writes a <style> tag. Our static stylesheet
// (antdStyles.ts) already holds every one of those variables, so on a phone that work
// is pure cost inside hydration's tasks (antd's token merging was the largest JavaScript
// item of a page's boot profile). This transform makes the hook return at once when the
// theme says zeroRuntime, as antd's own style hook does (genComponentStyleHook): the
// flag never changes while the app runs, so React's hook order stays the same.
// If an upgrade of @ant-design/cssinjs-utils changes the code, the build stops here.

const FILE = /[\\/]@ant-design[\\/]cssinjs-utils[\\/]es[\\/]util[\\/]genStyleUtils\.js$/;
const HOOK_START = `        realToken = _useToken.realToken;
      var csp = useCSP();
      useCSSVarRegister({`;
const SKIPPING = `        realToken = _useToken.realToken;
      if (_useToken.zeroRuntime) return cssVar === null || cssVar === void 0 ? void 0 : cssVar.key;
      var csp = useCSP();
      useCSSVarRegister({`;

export function antdZeroRuntimeVariables(): Plugin {
  return {
    name: 'gharinsight-antd-zero-runtime-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!FILE.test(id)) return undefined;
      if (!code.includes(HOOK_START)) throw new Error(`${id}: genCSSVarRegister no longer reads as web/build/antdZeroRuntime.ts expects; check the new version and update the transform`);
      return { code: code.replace(HOOK_START, SKIPPING), map: null };
    },
  };
}
