import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { FixtureError } from './errors.js';
import { FIXTURE_FILES } from './fixtureFiles.js';
import { checkFixtureRules } from './fixtureRules.js';
import { checkLendingRules } from './affordability/rules.js';
import { checkPurchaseCostRules } from './purchaseCost/rules.js';
import { ASKING_LISTINGS_FILE, REGISTERED_SALES_FILE, checkAskingListings, checkRegisteredSales } from './priceCheck/salesFixtures.js';
import { checkRecords } from './validateShape.js';
import type { Fixtures } from './models.js';
import { loadTypeDefs } from '../graphql/typeDefs.js';

import { FIXTURE_DIR } from '../paths.js';

export const PURCHASE_COSTS_FILE = 'purchase-costs.json';
export const LENDING_RULES_FILE = 'lending-rules.json';

function readJson(fixtureDir: string, file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`);
    return undefined;
  }
}

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
    // `provenance` is stamped by the data layer (provenance/figures.ts), never stored.
    problems.push(...checkRecords(parsed, spec.type, { schema, computed: [...(spec.computed ?? []), 'provenance'], extra: spec.extra }, spec.file));
    fixtures[spec.key] = parsed;
  }

  // purchase-costs.json is one rule set rather than a list of SDL records: it has its own check.
  if (problems.length === 0) {
    const cityNames = (fixtures.cities as Fixtures['cities']).map((city) => city.value);
    const json = readJson(fixtureDir, PURCHASE_COSTS_FILE, problems);
    if (json !== undefined) {
      const checked = checkPurchaseCostRules(json, PURCHASE_COSTS_FILE, cityNames);
      problems.push(...checked.problems);
      fixtures.purchaseCosts = checked.rules;
    }
    const lending = readJson(fixtureDir, LENDING_RULES_FILE, problems);
    if (lending !== undefined) {
      const checked = checkLendingRules(lending, LENDING_RULES_FILE);
      problems.push(...checked.problems);
      fixtures.lendingRules = checked.rules;
    }
  }
  if (problems.length === 0) problems.push(...checkFixtureRules(fixtures as Fixtures));
  // The price check's sales and asking snapshot name localities and properties: read them once those are sound.
  if (problems.length === 0) {
    const { localities, properties } = fixtures as Fixtures;
    const sales = readJson(fixtureDir, REGISTERED_SALES_FILE, problems);
    if (sales !== undefined) fixtures.registeredSales = checkRegisteredSales(sales, localities, problems);
    const listings = readJson(fixtureDir, ASKING_LISTINGS_FILE, problems);
    if (listings !== undefined) fixtures.askingListings = checkAskingListings(listings, localities, properties, problems);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED).map((problem) => `  - ${problem}`);
    if (problems.length > MAX_REPORTED) shown.push(`  - …and ${problems.length - MAX_REPORTED} more`);
    throw new FixtureError(`Invalid fixtures in ${fixtureDir}:\n${shown.join('\n')}`);
  }
  return fixtures as Fixtures;
}
