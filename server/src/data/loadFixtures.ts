import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { FixtureError } from './errors.js';
import { FIXTURE_FILES } from './fixtureFiles.js';
import { checkFixtureRules } from './fixtureRules.js';
import { checkRecords } from './validateShape.js';
import type { Fixtures } from './models.js';
import { loadTypeDefs } from '../graphql/typeDefs.js';

import { FIXTURE_DIR } from '../paths.js';

/** The most problems one start-up reports; the first few name the fix. */
const MAX_REPORTED = 12;

/**
 * Reads every fixture file once and checks it against the SDL and the data rules.
 * Throws a FixtureError naming each file and field at fault, so a bad fixture
 * stops the server at start-up instead of surfacing as a wrong page later.
 */
export function loadFixtures(fixtureDir: string = FIXTURE_DIR): Fixtures {
  const schema = buildSchema(loadTypeDefs());
  const problems: string[] = [];
  const fixtures: Partial<Record<keyof Fixtures, unknown>> = {};

  for (const spec of FIXTURE_FILES) {
    const file = path.join(fixtureDir, spec.file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push(`${spec.file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`);
      continue;
    }
    problems.push(...checkRecords(parsed, spec.type, { schema, computed: spec.computed, extra: spec.extra }, spec.file));
    fixtures[spec.key] = parsed;
  }

  if (problems.length === 0) problems.push(...checkFixtureRules(fixtures as Fixtures));
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED).map((problem) => `  - ${problem}`);
    if (problems.length > MAX_REPORTED) shown.push(`  - …and ${problems.length - MAX_REPORTED} more`);
    throw new FixtureError(`Invalid fixtures in ${fixtureDir}:\n${shown.join('\n')}`);
  }
  return fixtures as Fixtures;
}
