import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostAtStart, hostLine } from './hostInfo.js';
import { playwrightCounts, runSteps, summary, vitestCounts, type Stage } from './testRun.js';

// `npm test`: the checks and the build at once, then vitest, then Playwright, each with its own
// output; then a line per step and one over the whole run, `N passed, N failed` (a check that
// fails counts as one failure). It exits 1 when anything failed. A failed check does not stop
// the run (the tests still say what they would have), a failed build does (the tests need it).
// The checks and the build run side by side: each of the four is mostly one process on one core
// (the build alone uses more), and they need nothing from one another.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const reports = mkdtempSync(path.join(tmpdir(), 'gharinsight-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');
// vitest and playwright from this checkout, as npm scripts find them.
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

const STAGES: Stage[] = [
  [
    { name: 'lint', command: 'npm', args: ['run', 'lint'] },
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'] },
    { name: 'codegen:check', command: 'npm', args: ['run', 'codegen:check'] },
    { name: 'build', command: 'npm', args: ['run', 'build'], stopsTheRunOnFailure: true },
  ],
  {
    name: 'vitest',
    command: bin('vitest'),
    // The usual output on the terminal, and the counts in a JSON report.
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    counts: (exitCode) => vitestCounts(vitestReport, exitCode),
  },
  {
    name: 'Playwright',
    command: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    counts: (exitCode) => playwrightCounts(playwrightReport, exitCode),
  },
];

const host = hostAtStart();
try {
  const { lines, total } = summary(await runSteps(STAGES));
  console.log(`\nnpm test\n${lines.join('\n')}\n${hostLine(host)}`);
  process.exitCode = total.failed > 0 ? 1 : 0;
} finally {
  rmSync(reports, { recursive: true, force: true });
}
