import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { FixtureError } from './errors.js';
import { FIXTURE_FILES } from './fixtureFiles.js';
import { checkFixtureRules } from './fixtureRules.js';
import { checkLendingRules } from './affordability/rules.js';
import { checkPurchaseCostRules } from './purchaseCost/rules.js';
import { ASKING_LISTINGS_FILE, REGISTERED_SALES_FILE, checkAskingListings, checkRegisteredSales } from './priceCheck/salesFixtures.js';
import { checkRecords } from './validateShape.js';
import { checkGeoFixtures, geoFileNames } from './geo/geoFixtures.js';
import type { Fixtures } from './models.js';
import { loadTypeDefs } from '../graphql/typeDefs.js';

import { FIXTURE_DIR } from '../paths.js';

export const PURCHASE_COSTS_FILE = 'purchase-costs.json';
export const LENDING_RULES_FILE = 'lending-rules.json';

/** Reads one file's text (a path in the data folder); throws when it cannot. */
type ReadText = (file: string) => string;

const readTextSync: ReadText = (file) => readFileSync(file, 'utf8');

function readJson(fixtureDir: string, file: string, problems: string[], readText: ReadText): unknown {
  try {
    return JSON.parse(readText(path.join(fixtureDir, file)));
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
  const steps = checkFixtures(fixtureDir, readTextSync);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** The files a data folder is read for (the SDL record files, then the rule sets and the price check's). */
function fixtureFileNames(fixtureDir: string): string[] {
  return [...FIXTURE_FILES.map((spec) => spec.file), PURCHASE_COSTS_FILE, LENDING_RULES_FILE, REGISTERED_SALES_FILE, ASKING_LISTINGS_FILE, ...geoFileNames(fixtureCities(fixtureDir))];
}

/** The cities a data folder names (cities.json), for its outline files; none when it cannot be read (the load reports that). */
function fixtureCities(fixtureDir: string): string[] {
  try {
    const cities = JSON.parse(readTextSync(path.join(fixtureDir, 'cities.json'))) as { value: string }[];
    return Array.isArray(cities) ? cities.map((city) => String(city?.value)) : [];
  } catch {
    return [];
  }
}

/**
 * loadFixtures for a running server (a data reload): the files are read without blocking,
 * and the checks give way to other work (requests) between one file and the next, so the
 * event loop is never held for the whole load. Same checks, same result, same errors.
 */
export async function loadFixturesAsync(fixtureDir: string = FIXTURE_DIR): Promise<Fixtures> {
  const texts = new Map<string, string | Error>(
    await Promise.all(
      fixtureFileNames(fixtureDir).map(async (name) => {
        const file = path.join(fixtureDir, name);
        return [file, await readFile(file, 'utf8').catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))] as const;
      }),
    ),
  );
  const readText: ReadText = (file) => {
    const text = texts.get(file) ?? readTextSync(file);
    if (text instanceof Error) throw text;
    return text;
  };
  const steps = checkFixtures(fixtureDir, readText);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The SDL the records are checked against: the code's, so built once per process. */
let sdlSchema: GraphQLSchema | undefined;

/** The checks of loadFixtures, pausing (`yield`) after each file and each group of rules. */
function* checkFixtures(fixtureDir: string, readText: ReadText): Generator<void, Fixtures, void> {
  const schema = (sdlSchema ??= buildSchema(loadTypeDefs()));
  const problems: string[] = [];
  const fixtures: Partial<Record<keyof Fixtures, unknown>> = {};

  for (const spec of FIXTURE_FILES) {
    const file = path.join(fixtureDir, spec.file);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readText(file));
    } catch (error) {
      problems.push(`${spec.file}: ${error instanceof SyntaxError ? `not valid JSON (${error.message})` : 'cannot be read'}`);
      continue;
    }
    // `provenance` is stamped by the data layer (provenance/figures.ts), never stored.
    problems.push(...checkRecords(parsed, spec.type, { schema, computed: [...(spec.computed ?? []), 'provenance'], extra: spec.extra }, spec.file));
    fixtures[spec.key] = parsed;
    yield;
  }

  // purchase-costs.json is one rule set rather than a list of SDL records: it has its own check.
  if (problems.length === 0) {
    const cityNames = (fixtures.cities as Fixtures['cities']).map((city) => city.value);
    const json = readJson(fixtureDir, PURCHASE_COSTS_FILE, problems, readText);
    if (json !== undefined) {
      const checked = checkPurchaseCostRules(json, PURCHASE_COSTS_FILE, cityNames);
      problems.push(...checked.problems);
      fixtures.purchaseCosts = checked.rules;
    }
    const lending = readJson(fixtureDir, LENDING_RULES_FILE, problems, readText);
    if (lending !== undefined) {
      const checked = checkLendingRules(lending, LENDING_RULES_FILE);
      problems.push(...checked.problems);
      fixtures.lendingRules = checked.rules;
    }
  }
  yield;
  if (problems.length === 0) problems.push(...checkFixtureRules(fixtures as Fixtures));
  yield;
  // The map geography (issue 34) places the localities: read it once they are sound.
  if (problems.length === 0) {
    const { cities, localities } = fixtures as Fixtures;
    const geo = checkGeoFixtures(fixtureDir, readText, { cities: cities.map((city) => city.value), localities }, problems);
    if (geo) fixtures.geo = geo;
  }
  yield;
  // The price check's sales and asking snapshot name localities and properties: read them once those are sound.
  if (problems.length === 0) {
    const { localities, properties } = fixtures as Fixtures;
    // The sales are most of the data (about 2 MB): parsed, then checked, each a step of its own.
    const sales = readJson(fixtureDir, REGISTERED_SALES_FILE, problems, readText);
    yield;
    if (sales !== undefined) fixtures.registeredSales = checkRegisteredSales(sales, localities, problems);
    yield;
    const listings = readJson(fixtureDir, ASKING_LISTINGS_FILE, problems, readText);
    if (listings !== undefined) fixtures.askingListings = checkAskingListings(listings, localities, properties, problems);
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_REPORTED).map((problem) => `  - ${problem}`);
    if (problems.length > MAX_REPORTED) shown.push(`  - …and ${problems.length - MAX_REPORTED} more`);
    throw new FixtureError(`Invalid fixtures in ${fixtureDir}:\n${shown.join('\n')}`);
  }
  return fixtures as Fixtures;
}
