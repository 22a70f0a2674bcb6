import type { Plugin } from 'vite';
import { buildAntdCss } from './antdStyles';

// `import 'virtual:antd.css'` (web/src/main.tsx): antd's stylesheet, generated when the
// app is built or served by Vite's dev server (antdStyles.ts), then bundled with the
// app's own CSS into one hashed file.

const PUBLIC_ID = 'virtual:antd.css';
// Vite treats a module as CSS by its ending; the \0 keeps other plugins off a virtual module.
const RESOLVED_ID = '\0virtual:antd.css';

export function antdStaticCss(): Plugin {
  return {
    name: 'gharinsight-antd-css',
    resolveId: (source) => (source === PUBLIC_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? buildAntdCss() : undefined),
  };
}
