import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README and docs/*.md are kept true: a setting, an npm script, a REST route or a link
// they name must exist. Everything is read from the files (no server is started), so a
// failure names the document and the thing it names that is missing.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** Source files (not node_modules, not builds) under the given folders, relative to the root. */
function sourceFiles(folder: string, extensions = /\.(?:[cm]?[jt]sx?|html)$/): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      if (name === 'node_modules' || name === 'dist' || name === 'dist-server' || name.startsWith('.')) continue;
      const file = `${dir}/${name}`;
      if (statSync(path.join(ROOT, file)).isDirectory()) walk(file);
      else if (extensions.test(name)) found.push(file);
    }
  };
  walk(folder);
  return found;
}

/** The code that reads settings: the server, the web app and its build, the benchmarks, Playwright's config. */
const SETTINGS_CODE = [...sourceFiles('server'), ...sourceFiles('web'), ...sourceFiles('tests/bench'), 'playwright.config.ts'].map(read).join('\n');
/** Where upper-case names that are not settings live: all code, tests included, and the GraphQL schema. */
const ALL_CODE = [SETTINGS_CODE, ...sourceFiles('tests').map(read), ...sourceFiles('schema', /\.graphql$/).map(read)].join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the code reads NAME from the environment: process.env.NAME, env.NAME, env['NAME']. */
const readAsSetting = (name: string) => new RegExp(`\\benv(?:\\.${name}\\b|\\[\\s*['"\`]${name}['"\`]\\s*\\])`).test(SETTINGS_CODE);

/** Whether the code or the schema names NAME as something other than a setting: a string, a constant, an enum value. */
const namedOtherwise = (name: string) =>
  new RegExp(`['"\`]${name}['"\`]|\\b(?:const|let|var|function|class|enum)\\s+${name}\\b|^\\s*${name}\\s*$`, 'm').test(ALL_CODE);

/** Inline code spans of a markdown text (fenced blocks are left out: they are examples of other syntax). */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);
}

const UPPER_NAME = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*\b/g;

interface SettingMention {
  name: string;
  /** Written as NAME=value or in a settings table's first column: it must be a setting, whatever else it is. */
  asSetting: boolean;
}

function settingMentions(markdown: string): SettingMention[] {
  const mentions: SettingMention[] = [];
  for (const span of codeSpans(markdown)) {
    // A span that is one upper-case name (`PORT`), or starts a command with assignments (`BENCH_ONLY=cache npm run bench`).
    const whole = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.exec(span);
    if (whole && span.length >= 3) mentions.push({ name: span, asSetting: false });
    for (const match of span.matchAll(/(?:^|\s)([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)=/g)) mentions.push({ name: match[1], asSetting: true });
  }
  // Rows of a table whose first column is headed "variable" (the settings tables).
  let inSettingsTable = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      inSettingsTable = false;
      continue;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (/^variable$/i.test(first)) inSettingsTable = true;
    else if (inSettingsTable) for (const name of first.match(UPPER_NAME) ?? []) mentions.push({ name, asSetting: true });
  }
  return mentions;
}

/** The REST routes: every `path:` of restRoutes.ts (the list the router and the OpenAPI document are built from), under /api, plus the document and its reference. */
function restRoutes(): RegExp[] {
  const source = read('server/src/rest/restRoutes.ts');
  const paths = [...source.matchAll(/\bpath: '(\/[^']*)'/g)].map((match) => `/api${match[1]}`);
  const openApiPath = /OPENAPI_PATH = '([^']+)'/.exec(read('server/src/rest/openapi.ts'))?.[1];
  const mounted = [...read('server/src/app.ts').matchAll(/app\.use\('(\/api\/[^']+)'/g)].map((match) => match[1]);
  expect(paths.length, 'server/src/rest/restRoutes.ts lists its paths as `path: \'/…\'`').toBeGreaterThan(10);
  return [...paths, `/api${openApiPath}`, ...mounted].map(
    // `:id` in the code matches `{id}`, `:id` or a value (`401`) in the docs.
    (route) => new RegExp(`^${route.split(/(:[A-Za-z]+)/).map((part) => (part.startsWith(':') ? '[^/]+' : escape(part))).join('')}$`),
  );
}

/** Routes the document names: `GET /api/…` in backticks, and curl examples on the local server. */
function documentedRoutes(markdown: string): string[] {
  const inCode = codeSpans(markdown).flatMap((span) => [...span.matchAll(/\bGET (\/api\/[^\s?`,]*)/g)].map((match) => match[1]));
  const curl = [...markdown.matchAll(/curl[^\n]*?'localhost:\d+(\/api\/[^'?\s]*)/g)].map((match) => match[1]);
  // `/api/…` is a placeholder, not a route.
  return [...inCode, ...curl].filter((route) => !/(?:…|\.\.\.)$/.test(route)).map((route) => route.replace(/\/$/, ''));
}

/** npm scripts the document names: `npm run x`, `npm x` (npm's own commands aside). */
function documentedScripts(markdown: string): string[] {
  const NPM_COMMANDS = new Set(['install', 'ci', 'run', 'exec', 'i', 'update', 'ls', 'audit']);
  const scripts = [...markdown.matchAll(/\bnpm (?:run )?([a-z][\w:-]*)/g)].map((match) => match[1]);
  return scripts.filter((name) => !NPM_COMMANDS.has(name));
}

/** Relative links of a markdown text: [text](target), without the #anchor. */
function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(?:[a-z][a-z+.-]*:|#)/i.test(target))
    .map((target) => target.split('#')[0]);
}

describe('the README and docs/*.md', () => {
  it('are the README, within 200 lines, and the docs it links', () => {
    expect(read('README.md').split('\n').length - 1, 'README.md lines').toBeLessThanOrEqual(200);
    for (const doc of ['api', 'operations', 'architecture', 'data', 'testing', 'offline']) {
      expect(DOCS, `docs/${doc}.md`).toContain(`docs/${doc}.md`);
      expect(relativeLinks(read('README.md')), `README.md links docs/${doc}.md`).toContain(`docs/${doc}.md`);
    }
  });

  it.each(DOCS)('%s: every setting it names is read by the code', (doc) => {
    const missing = new Set<string>();
    for (const { name, asSetting } of settingMentions(read(doc))) {
      if (readAsSetting(name)) continue;
      if (!asSetting && namedOtherwise(name)) continue;
      missing.add(name);
    }
    expect([...missing], `${doc} names settings that no code under server/, web/ or tests/bench reads (process.env.X, env.X)`).toEqual([]);
  });

  it.each(DOCS)('%s: every npm script it names is in package.json', (doc) => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    const missing = [...new Set(documentedScripts(read(doc)))].filter((name) => !Object.hasOwn(scripts, name));
    expect(missing, `${doc} names npm scripts that package.json does not have`).toEqual([]);
  });

  it.each(DOCS)('%s: every REST route it names is in server/src/rest/restRoutes.ts', (doc) => {
    const routes = restRoutes();
    const missing = [...new Set(documentedRoutes(read(doc)))].filter((route) => !routes.some((pattern) => pattern.test(route.replace(/\{[^}]+\}/g, 'x'))));
    expect(missing, `${doc} names REST routes that server/src/rest/restRoutes.ts does not list`).toEqual([]);
  });

  it.each(DOCS)('%s: every relative link points at a file that exists', (doc) => {
    const missing = [...new Set(relativeLinks(read(doc)))].filter((target) => target && !existsSync(path.join(ROOT, path.dirname(doc), target)));
    expect(missing, `${doc} links to files that do not exist`).toEqual([]);
  });
});
