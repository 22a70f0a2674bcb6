import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_DIR } from '../../../server/src/paths.js';

// The real entry point (server/src/main.ts) in its own process, as an operator runs it,
// with its output collected so a test can wait for a line.

/**
 * How long a spawned server may take to print that it serves: a guard against a hang, not a wait
 * (waitFor returns as soon as the line is there). tsx compiles the server on each start; on a
 * 2-core host at load average 17 (other test runs beside this one) a start took over 90 s.
 */
export const START_LIMIT_MS = 180_000;
/** A test that starts a server: the start's limit, and a minute for what it then does. */
export const WITH_START_MS = START_LIMIT_MS + 60_000;

export interface MainProcess {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  output: () => string;
}

export function startMain(env: Record<string, string>): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = START_LIMIT_MS) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${pattern}; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output.match(pattern)!;
  };
  return { child, exited, waitFor, output: () => output };
}

/** A copy of the shipped fixtures in a temporary folder (the caller removes it). */
export function fixtureCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-data-'));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  return dir;
}

/** Edits one JSON file of a data folder in place. */
export function editJson(dir: string, file: string, edit: (records: Record<string, unknown>[]) => void): void {
  const records = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>[];
  edit(records);
  writeFileSync(path.join(dir, file), JSON.stringify(records));
}

/** Polls until `check` returns true (a condition, not a fixed wait). */
export async function until(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
