import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURE_DIR } from '../../../server/src/paths.js';

// The tests' oracle reads the fixture JSON directly (not through the data layer
// under test) and derives what each endpoint must answer.

type Json = Record<string, unknown> & { city?: string; id?: string };

export function readFixture(file: string): Json[] {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8')) as Json[];
}

export const CITIES: string[] = readFixture('cities.json').map((city) => city.value as string);
export const forCity = (file: string, city: string) => readFixture(file).filter((record) => record.city === city);
