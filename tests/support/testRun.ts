import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

// The parts of `npm test` (tests/support/runAll.ts): run stages one after another, the steps of
// a stage at once, each with its own output on the terminal; count what passed and failed, and
// say so in one line.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface Step {
  /** The name the summary uses. */
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  /**
   * A test runner's counts from its report; the step's exit code decides when the report has
   * none. Without it the step is a check (lint, typecheck…): one passed or one failed.
   */
  counts?: (exitCode: number) => Counts;
  /** When this step fails, the steps after it are not run (the tests need the build). */
  stopsTheRunOnFailure?: boolean;
}

/** Steps run one stage after another; the steps of a stage (an array) run at once. */
export type Stage = Step | Step[];

export interface StepResult {
  step: Step;
  exitCode: number;
  counts: Counts;
  seconds: number;
}

/** vitest's JSON report (its Jest-compatible shape): the tests, plus each file that failed without a failed test (it did not load). */
export function vitestCounts(reportFile: string, exitCode: number): Counts {
  const report = readReport(reportFile) as
    | { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests?: number; testResults: { status: string; assertionResults: { status: string }[] }[] }
    | undefined;
  if (!report || !Array.isArray(report.testResults)) return runnerWithoutReport(exitCode);
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  return atLeastOneFailureIfFailed({ passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, skipped: report.numPendingTests + (report.numTodoTests ?? 0) }, exitCode);
}

/** Playwright's JSON report: its stats (a flaky test passed on a retry). */
export function playwrightCounts(reportFile: string, exitCode: number): Counts {
  const report = readReport(reportFile) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } } | undefined;
  if (!report?.stats) return runnerWithoutReport(exitCode);
  const { expected, unexpected, flaky, skipped } = report.stats;
  return atLeastOneFailureIfFailed({ passed: expected + flaky, failed: unexpected, skipped }, exitCode);
}

function readReport(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A runner that wrote no report did not get as far as its tests: one failure, unless it exited 0. */
const runnerWithoutReport = (exitCode: number): Counts => ({ passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 });

/** A runner that failed with every test passed (an error outside the tests: a server that did not start, an unhandled rejection) counts as one failure. */
const atLeastOneFailureIfFailed = (counts: Counts, exitCode: number): Counts => (exitCode !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts);

/**
 * Runs a step. Alone, its output goes straight to the terminal (a test runner's progress as it
 * happens); beside other steps, its output is kept and printed in one piece when it ends, so
 * that the steps' lines do not mix.
 */
function run(step: Step, alone: boolean): Promise<number> {
  return new Promise((resolve) => {
    const header = `\n▶ ${step.name}: ${[step.command, ...step.args].join(' ')}\n`;
    if (alone) console.log(header);
    const output: Buffer[] = [];
    const child = spawn(step.command, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (!alone) process.stdout.write(`${header}\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`${step.name}: could not start ${step.command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

async function runStep(step: Step, alone: boolean): Promise<StepResult> {
  const started = performance.now();
  const exitCode = await run(step, alone);
  const counts = step.counts ? step.counts(exitCode) : { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 };
  const result = { step, exitCode, counts, seconds: (performance.now() - started) / 1000 };
  console.log(`\n${describeResult(result)}`);
  return result;
}

/**
 * Runs the stages in order (the steps of a stage at once), until the end or a stage in which a
 * step that stops the run failed. `seconds` is the whole run's time.
 */
export async function runSteps(stages: Stage[]): Promise<{ results: StepResult[]; notRun: Step[]; seconds: number }> {
  const started = performance.now();
  const results: StepResult[] = [];
  for (const [index, stage] of stages.entries()) {
    const steps = Array.isArray(stage) ? stage : [stage];
    const stageResults = await Promise.all(steps.map((step) => runStep(step, steps.length === 1)));
    results.push(...stageResults);
    if (stageResults.some(({ step, exitCode }) => exitCode !== 0 && step.stopsTheRunOnFailure)) {
      return { results, notRun: stages.slice(index + 1).flat(), seconds: (performance.now() - started) / 1000 };
    }
  }
  return { results, notRun: [], seconds: (performance.now() - started) / 1000 };
}

const duration = (seconds: number) => (seconds < 90 ? `${Math.round(seconds)} s` : `${(seconds / 60).toFixed(1)} min`);

function describeResult({ step, exitCode, counts, seconds }: StepResult): string {
  const outcome = step.counts ? `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}` : exitCode === 0 ? 'passed' : `failed (exit ${exitCode})`;
  return `${exitCode === 0 ? '✓' : '✗'} ${step.name}: ${outcome} (${duration(seconds)})`;
}

/**
 * The summary: one line per step, then the whole run's `N passed, N failed` (a check counts as
 * one test; a step not run because an earlier one failed counts as one failure).
 */
export function summary({ results, notRun, seconds }: { results: StepResult[]; notRun: Step[]; seconds: number }): { lines: string[]; total: Counts } {
  const total = results.reduce<Counts>((sum, { counts }) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }), { passed: 0, failed: notRun.length, skipped: 0 });
  const lines = [...results.map(describeResult), ...notRun.map((step) => `✗ ${step.name}: not run (an earlier step failed)`)];
  lines.push(`${total.passed} passed, ${total.failed} failed${total.skipped ? ` (${total.skipped} skipped)` : ''} in ${duration(seconds)}`);
  return { lines, total };
}
