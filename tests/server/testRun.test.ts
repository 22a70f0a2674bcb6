import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostAtStart, hostLine } from '../support/hostInfo.js';
import { playwrightCounts, runSteps, summary, vitestCounts, type Step } from '../support/testRun.js';

// `npm test`'s summary (tests/support/runAll.ts): the counts it reads from vitest's and
// Playwright's JSON reports (their real shapes, cut down), and the line over the whole run.

const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-test-run-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, content: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const vitestReport = (files: { status: string; tests: string[] }[]) => {
  const tests = files.flatMap((file) => file.tests);
  return {
    numTotalTests: tests.length,
    numPassedTests: tests.filter((status) => status === 'passed').length,
    numFailedTests: tests.filter((status) => status === 'failed').length,
    numPendingTests: tests.filter((status) => status === 'skipped' || status === 'pending').length,
    numTodoTests: tests.filter((status) => status === 'todo').length,
    success: files.every((file) => file.status === 'passed'),
    testResults: files.map((file) => ({ status: file.status, message: '', assertionResults: file.tests.map((status) => ({ status })) })),
  };
};

describe("vitest's counts", () => {
  it('are its passed, failed and skipped tests', () => {
    const file = report('vitest-mixed.json', vitestReport([{ status: 'passed', tests: ['passed', 'passed'] }, { status: 'failed', tests: ['passed', 'failed', 'skipped'] }]));
    expect(vitestCounts(file, 1)).toEqual({ passed: 3, failed: 1, skipped: 1 });
  });

  it('count a file that failed to load (no test failed in it) as one failure', () => {
    const file = report('vitest-broken-file.json', vitestReport([{ status: 'passed', tests: ['passed'] }, { status: 'failed', tests: [] }]));
    expect(vitestCounts(file, 1)).toEqual({ passed: 1, failed: 1, skipped: 0 });
  });

  it('count a run that failed with every test passed (an unhandled error) as one failure', () => {
    const file = report('vitest-unhandled.json', vitestReport([{ status: 'passed', tests: ['passed', 'passed'] }]));
    expect(vitestCounts(file, 1)).toEqual({ passed: 2, failed: 1, skipped: 0 });
    expect(vitestCounts(file, 0)).toEqual({ passed: 2, failed: 0, skipped: 0 });
  });

  it('are one failure when vitest wrote no report', () => {
    expect(vitestCounts(path.join(dir, 'missing.json'), 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
    expect(vitestCounts(report('vitest-garbled.json', 'not a report'), 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe("Playwright's counts", () => {
  const playwrightReport = (stats: Record<string, number>) => ({ config: {}, suites: [], errors: [], stats: { startTime: '2026-11-28T09:00:00.000Z', duration: 1000, ...stats } });

  it('are its expected (and flaky) tests as passed, the unexpected as failed', () => {
    const file = report('playwright-mixed.json', playwrightReport({ expected: 230, unexpected: 3, flaky: 1, skipped: 0 }));
    expect(playwrightCounts(file, 1)).toEqual({ passed: 231, failed: 3, skipped: 0 });
  });

  it('count a run that failed outside its tests (the web server did not start) as one failure', () => {
    const file = report('playwright-no-server.json', playwrightReport({ expected: 0, unexpected: 0, flaky: 0, skipped: 0 }));
    expect(playwrightCounts(file, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});

describe('the run', () => {
  /** A summary line without its time, which varies. */
  const withoutTime = (line: string) => line.replace(/ \(\d+ s\)$/, '');
  const node = (name: string, code: number, extra: Partial<Step> = {}): Step => ({ name, command: process.execPath, args: ['-e', `process.exit(${code})`], ...extra });

  it('counts a check as one test, runs on after a failed check, and ends with "N passed, N failed"', async () => {
    const tests = report('vitest-after-check.json', vitestReport([{ status: 'passed', tests: ['passed', 'passed', 'passed'] }]));
    const outcome = await runSteps([node('lint', 1), node('typecheck', 0), node('vitest', 0, { counts: (exitCode) => vitestCounts(tests, exitCode) })]);
    const { lines, total } = summary(outcome);
    expect(total).toEqual({ passed: 4, failed: 1, skipped: 0 });
    expect(lines.slice(0, 3).map(withoutTime)).toEqual(['✗ lint: failed (exit 1)', '✓ typecheck: passed', '✓ vitest: 3 passed, 0 failed']);
    expect(lines[3]).toMatch(/^4 passed, 1 failed in \d+ s$/);
  });

  it('stops after a failed build, counting each step not run as a failure', async () => {
    const { lines, total } = summary(await runSteps([node('build', 2, { stopsTheRunOnFailure: true }), node('vitest', 0), node('Playwright', 0)]));
    expect(total).toEqual({ passed: 0, failed: 3, skipped: 0 });
    expect(lines.slice(1, 3)).toEqual(['✗ vitest: not run (an earlier step failed)', '✗ Playwright: not run (an earlier step failed)']);
    expect(lines[3]).toMatch(/^0 passed, 3 failed in \d+ s$/);
  });

  it('runs the steps of a stage at once: each of two steps finishes only once the other has started', async () => {
    // Each step leaves its mark, then waits (up to 20 s) for the other's: run one after the other,
    // the first would give up and fail.
    const mark = (name: string) => path.join(dir, `started-${name}`);
    const meets = (name: string, other: string): Step => ({
      name,
      command: process.execPath,
      args: ['-e', `const fs = require('node:fs'); fs.writeFileSync(${JSON.stringify(mark(name))}, ''); const until = Date.now() + 20000; const look = () => fs.existsSync(${JSON.stringify(mark(other))}) ? process.exit(0) : Date.now() > until ? process.exit(1) : setTimeout(look, 20); look();`],
    });
    const outcome = await runSteps([[meets('lint', 'typecheck'), meets('typecheck', 'lint')], node('vitest', 0)]);
    expect(summary(outcome).lines.slice(0, 3).map(withoutTime)).toEqual(['✓ lint: passed', '✓ typecheck: passed', '✓ vitest: passed']);
  });

  it('stops after the stage in which the build failed, the checks beside it having run', async () => {
    const { lines, total } = summary(await runSteps([[node('lint', 0), node('build', 2, { stopsTheRunOnFailure: true })], node('vitest', 0)]));
    expect(total).toEqual({ passed: 1, failed: 2, skipped: 0 });
    expect(lines.slice(0, 3).map(withoutTime)).toEqual(['✓ lint: passed', '✗ build: failed (exit 2)', '✗ vitest: not run (an earlier step failed)']);
  });
});

describe("the summary's host line", () => {
  it('names the cores, the CPU, the Chromium used and the load at the start and the end', () => {
    const line = hostLine(hostAtStart());
    expect(line).toMatch(new RegExp(`^host: ${cpus().length} cores \\(.+\\), .+, load [\\d.]+ [\\d.]+ [\\d.]+ at the start, [\\d.]+ [\\d.]+ [\\d.]+ at the end$`));
  });
});
