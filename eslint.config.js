import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// `npx eslint .` (the first step of `npm test`). Syntax-only typescript-eslint (no type
// information) keeps a run to seconds; tsc does the type checking. The layers of the web
// app and the zones that hold them are described in docs/architecture.md ("Boundaries").

const root = import.meta.dirname;
const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// bulletproof-react's zones: code flows shared/lib/config -> features -> app. Each feature
// is a zone that may not import from web/src/features except from its own folder; the
// list is read from the disk, so a new feature is held by the rule from its first file.
const featureZones = features.map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A feature may not import another feature: compose them in web/src/app/, or move what both need to web/src/shared/.',
}));

const layerZones = [
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features may not import the app: the app composes features, not the other way round.',
  },
  {
    target: ['./web/src/shared', './web/src/lib', './web/src/config', './web/src/generated'],
    from: ['./web/src/features', './web/src/app'],
    message: 'shared/, lib/ and config/ sit below the features and the app: they may not import them.',
  },
];

export default defineConfig([
  // A disable comment that no longer silences anything fails the run.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  globalIgnores(['**/node_modules/', 'web/src/generated/', 'server/src/generated/', 'web/dist*/', 'test-results/', 'playwright-report/']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // A leading underscore marks a value left unused on purpose (an omitted field in a
      // destructuring, a parameter a signature requires), as tsc's noUnusedLocals reads it.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A `let` bound later than the closures that read it (server/src/app.ts: the answer
      // cache, made after the routes that use it) cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Tests walk untyped JSON (OpenAPI documents, REST bodies, fixtures) by path; `any` is
      // the honest type there. The app and the server keep the rule.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // A skipped dependency is a bug waiting; an effect that runs once on mount reads
      // what it needs through useEffectEvent instead.
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler's rules (react-hooks 7's recommended set) judge code by whether
      // the compiler could optimise it; the app is not compiled by it, and they reject the
      // patterns its server rendering is built on: a ref holding the latest value read in
      // callbacks, state set in an effect after hydration (SSR.md), a gate object shared
      // by a part and its marker (shared/ui/DeferredHydration.tsx). The rules of hooks and
      // exhaustive-deps stay errors.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      // autoFocus is only set on components (antd's Select, the site search), where it moves
      // the focus the visitor just gave (a click on "Add property", a focused search box
      // swapped for the real one), never on page load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrollable table sits in a labelled region that takes the focus, so a keyboard
      // can scroll it (axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Relative imports name no extension (moduleResolution "bundler"): the resolver has to
      // try .ts and .tsx, or the zones see nothing (an unresolved import is never reported).
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...layerZones] }],
    },
  },
  {
    files: ['web/src/features/property/Gallery.tsx'],
    rules: {
      // The carousel names each photo by its place ("{name}, image 2 of 5"), which the page's
      // tests and screen-reader users rely on; the word is a position, not a description.
      'jsx-a11y/img-redundant-alt': 'off',
    },
  },
]);
