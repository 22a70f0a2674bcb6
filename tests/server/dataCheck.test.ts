import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDir } from '../../server/src/data/dataDir.js';
import { FIXTURE_DIR } from '../../server/src/paths.js';

// npm run data:check as an operator runs it: a changed copy of the fixtures is valid and
// its changes are listed; a broken copy is refused, naming the file and record.

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function copyWith(edits: Record<string, (records: Record<string, unknown>[]) => void>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-data-check-'));
  copies.push(dir);
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const records = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>[];
    edit(records);
    writeFileSync(path.join(dir, file), JSON.stringify(records));
  }
  return dir;
}

function dataCheck(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/scripts/data-check.ts', ...args], {
    env: { ...process.env, DATA_DIR: '', GHARINSIGHT_FIXTURE_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

const MALL_REMOVED = '3021';

describe('npm run data:check', () => {
  it('lists the records added, removed and changed, and each city’s largest moves, against the running data', async () => {
    const dir = copyWith({
      'market-data.json': (records) => {
        const pune = records.find((record) => record.city === 'Pune')!;
        pune.avgPrice = 9000;
        pune.propertiesListed = (pune.propertiesListed as number) + 1;
      },
      // A mall gone (a listed property cannot go alone: the asking-price snapshot names each one).
      'shopping-malls.json': (records) => {
        records.splice(records.findIndex((record) => record.id === MALL_REMOVED), 1);
      },
    });
    const { code, output } = await dataCheck([dir]);
    expect(code, output).toBe(0);
    expect(output).toContain(`${dir}: valid (every start-up rule passes).`);
    expect(output).toContain(`Changes against ${FIXTURE_DIR}:`);
    expect(output).toContain('  market-data.json: 0 added, 0 removed, 1 changed\n    changed: Pune\n');
    expect(output).toContain('  shopping-malls.json: 0 added, 1 removed, 0 changed\n    removed: 3021 (Forum Mall Kochi)\n');
    expect(output).toContain('  cities.json: 0 added, 0 removed, 0 changed\n');
    // The largest relative move first.
    expect(output).toMatch(/ {2}Pune:\n {4}market-data\.json Pune avgPrice: 7935 → 9000 \(\+13\.4%\)\n {4}market-data\.json Pune propertiesListed: (\d+) → \d+ \(\+0\.0%\)\n/);
    expect(output).toContain('  Mumbai: no figure changed');
  }, 30_000);

  it('compares against DATA_DIR, the data the server runs on, by default', async () => {
    const current = copyWith({ 'market-data.json': (records) => void (records.find((record) => record.city === 'Kochi')!.avgPrice = 6000) });
    const { code, output } = await dataCheck([FIXTURE_DIR], { DATA_DIR: current });
    expect(code, output).toBe(0);
    expect(output).toContain(`Changes against ${current}:`);
    expect(output).toMatch(/Kochi:\n {4}market-data\.json Kochi avgPrice: 6000 → \d+/);
  }, 30_000);

  it('refuses a broken folder, naming the file and record, and exits 1', async () => {
    const dir = copyWith({ 'cities.json': (records) => void (records[0].label = 7) });
    const { code, output } = await dataCheck([dir]);
    expect(code).toBe(1);
    expect(output).toContain('cities.json[0].label: expected String!, got number 7');
    expect(output).toContain('Refused: the server would not start on this data, and a reload would keep the old data.');
  }, 30_000);

  it('DATA_DIR names the data folder; GHARINSIGHT_FIXTURE_DIR, its older name, still works', () => {
    expect(dataDir({})).toBe(FIXTURE_DIR);
    expect(dataDir({ DATA_DIR: '/srv/data' })).toBe('/srv/data');
    expect(dataDir({ GHARINSIGHT_FIXTURE_DIR: '/srv/old' })).toBe('/srv/old');
    expect(dataDir({ DATA_DIR: '/srv/data', GHARINSIGHT_FIXTURE_DIR: '/srv/old' })).toBe('/srv/data');
  });

  it('refuses a locality without a map coordinate, naming it (issue 34)', async () => {
    const dir = copyWith({});
    const file = path.join(dir, 'geo/localities.csv');
    writeFileSync(file, readFileSync(file, 'utf8').split('\n').filter((line) => !line.startsWith('mumbai-worli,')).join('\n'));
    const { code, output } = await dataCheck([dir]);
    expect(code, output).toBe(1);
    expect(output).toContain('geo/localities.csv: no coordinate for mumbai-worli (Worli, Mumbai); every locality needs one row');
  });
});
