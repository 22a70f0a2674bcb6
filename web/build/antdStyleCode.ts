import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// antd's style code, left out of the browser's build. Each antd component's style module
// (antd/es/<component>/style/) builds its style hook with genStyleHooks(name, styleFn,
// getDefaultToken, options), where styleFn turns design tokens into CSS rules and
// getDefaultToken derives the component's tokens: about a quarter of antd's JavaScript.
// In zero-runtime mode (app/theme.tsx) neither is ever called in the browser: antd's
// own style hook returns before styleFn, and antdZeroRuntime.ts makes the CSS-variable
// hook return before getDefaultToken. The stylesheet holds their output, made at build
// time by antdStyles.ts (through antd's CommonJS build, which this does not touch).
// So in the browser's build each such call gets `undefined` for both: the hooks keep
// their shape and their hooks' order, and the bundler drops the style functions they
// no longer reach. The server's build keeps them (it is not sent to anyone).
// If an antd upgrade calls styleFn or getDefaultToken in zero-runtime mode, the
// components would throw at their first render: every end-to-end test would say so.

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const ANTD_ES = /[\\/]node_modules[\\/]antd[\\/]es[\\/].*\.js$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function visit(node: unknown, onCall: (call: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onCall);
    return;
  }
  const current = node as Node;
  if (current.type === 'CallExpression') onCall(current);
  for (const key of Object.keys(current)) if (key !== 'type' && key !== 'start' && key !== 'end') visit(current[key], onCall);
}

export function antdStyleCodeOut(): Plugin {
  let ssr = false;
  return {
    name: 'gharinsight-antd-style-code-out',
    enforce: 'pre',
    configResolved(config) {
      ssr = !!config.build.ssr;
    },
    transform(code, id) {
      if (ssr || !ANTD_ES.test(id) || !/\bgen(?:StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(code)) return undefined;
      const out = new MagicString(code);
      let calls = 0;
      visit(this.parse(code), (call) => {
        const callee = call.callee as Node & { name?: string };
        if (callee.type !== 'Identifier' || !STYLE_HOOK_FACTORIES.has(callee.name ?? '')) return;
        const args = call.arguments as Node[];
        // (name, styleFn, getDefaultToken?, options?)
        for (const arg of args.slice(1, 3)) out.overwrite(arg.start, arg.end, 'undefined');
        calls += 1;
      });
      if (calls === 0) return undefined;
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}
