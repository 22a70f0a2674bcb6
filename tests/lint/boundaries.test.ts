import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import zones of eslint.config.js (docs/architecture.md, Boundaries), run through
// ESLint's own API on snippets placed, by their file path, in the web app's layers. The
// imported modules are real files: an import the resolver cannot find is never reported.

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const RULE = 'import-x/no-restricted-paths';
const CROSS_FEATURE = 'A feature may not import another feature: compose them in web/src/app/, or move what both need to web/src/shared/.';

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const features = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** One module of a feature, as an import from a sibling feature names it ('../saved/SavedPage'). */
const moduleOf = (feature: string) => {
  const file = readdirSync(`${root}/web/src/features/${feature}`).find((name) => /\.tsx?$/.test(name));
  if (!file) throw new Error(`features/${feature} has no module`);
  return `../${feature}/${file.replace(/\.tsx?$/, '')}`;
};

describe('import zones', () => {
  it('fails a feature importing another feature, with the rule and its message', async () => {
    expect(await problems('web/src/features/news/crossImport.ts', "export { SavedPage } from '../saved/SavedPage';\n")).toEqual([
      { ruleId: RULE, message: `Unexpected path "../saved/SavedPage" imported in restricted zone. ${CROSS_FEATURE}` },
    ]);
  });

  it.each(features)('holds features/%s: another feature may not be imported', async (feature) => {
    const other = features.find((name) => name !== feature)!;
    const found = await problems(`web/src/features/${feature}/crossImport.ts`, `import * as other from '${moduleOf(other)}';\nexport { other };\n`);
    expect(found.map((problem) => problem.ruleId)).toEqual([RULE]);
  });

  it('passes a feature importing its own modules, shared, lib, config and generated', async () => {
    const code = [
      "export { SavedPage } from './SavedPage';",
      "export { formatCrore } from '../../shared/format';",
      "export { SaveButton } from '../../shared/saved/SaveButton';",
      "export { createApolloCache } from '../../lib/apolloClient';",
      "export { paths } from '../../config/paths';",
      "export type { Maybe } from '../../generated/schema';",
      '',
    ].join('\n');
    expect(await problems('web/src/features/saved/allowedImports.ts', code)).toEqual([]);
  });

  it('fails a feature importing the app', async () => {
    const found = await problems('web/src/features/news/appImport.ts', "export { routes } from '../../app/routes';\n");
    expect(found).toEqual([
      { ruleId: RULE, message: 'Unexpected path "../../app/routes" imported in restricted zone. Features may not import the app: the app composes features, not the other way round.' },
    ]);
  });

  it('fails shared code importing a feature or the app', async () => {
    const found = await problems('web/src/shared/ui/layerImport.ts', "export { SavedPage } from '../../features/saved/SavedPage';\nexport { routes } from '../../app/routes';\n");
    expect(found.map((problem) => problem.ruleId)).toEqual([RULE, RULE]);
  });

  it('passes the app composing features', async () => {
    const code = "export { DashboardPage } from '../../features/dashboard/DashboardPage';\nexport { TopGainers } from '../../features/top-gainers/TopGainers';\n";
    expect(await problems('web/src/app/pages/composition.ts', code)).toEqual([]);
  });
});
