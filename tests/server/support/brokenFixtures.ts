import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { FixtureError } from '../../../server/src/data/errors.js';
import { loadFixtures } from '../../../server/src/data/loadFixtures.js';
import { FIXTURE_DIR } from '../../../server/src/paths.js';

// A copy of the fixture directory with one file edited, to prove start-up validation
// rejects it. Call removeBrokenCopies() in afterEach.

const copies: string[] = [];

export function brokenCopy(file: string, edit: (records: Record<string, unknown>[]) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-fixtures-'));
  copies.push(dir);
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  const records = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>[];
  edit(records);
  writeFileSync(path.join(dir, file), JSON.stringify(records));
  return dir;
}

export function removeBrokenCopies(): void {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** The FixtureError message loading `dir` gives; fails the test when it loads. */
export function fixtureFailure(dir: string): string {
  try {
    loadFixtures(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(FixtureError);
    return (error as Error).message;
  }
  throw new Error('loadFixtures accepted a broken fixture');
}
