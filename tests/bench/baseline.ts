import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

// BENCH_BASELINE=<git ref>: the phone bench measures that ref beside this checkout, in the
// same run. Its checkout is a temporary git worktree outside the repository (under the
// system's temporary folder), installed and built as CI does, and removed at the end.

export interface Baseline {
  /** The worktree's root, where its server is started. */
  dir: string;
  remove: () => void;
}

/** Runs a command to its end; its output is shown only when it fails (npm's and Vite's warnings would drown the figures). */
function run(command: string, args: string[], cwd: string): void {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe', maxBuffer: 64 * 2 ** 20 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`);
  }
}

export function checkOutBaseline(ref: string): Baseline {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-baseline-'));
  const remove = () => {
    try {
      run('git', ['worktree', 'remove', '--force', dir], process.cwd());
    } catch {
      // Not a worktree yet (git worktree add failed): the folder alone is left.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('git', ['worktree', 'add', '--detach', dir, ref], process.cwd());
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
    run('npm', ['run', 'build'], dir);
  } catch (error) {
    remove();
    throw error;
  }
  console.log(`Baseline ${ref}: checked out in ${dir}, installed and built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { dir, remove };
}
