import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

// A server of a spec's own, for specs that change what the shared e2e server must keep
// fixed (playwright.config.ts): the data under it (saved.spec.ts, offline.spec.ts change a
// figure and have it reload, SIGHUP, as an operator publishes new data) or its settings
// (offline.spec.ts restarts it with another build and with SERVICE_WORKER=off). It runs
// server/src/main.ts on a temporary copy of server/fixtures.

const ROOT = process.cwd();

export class OwnServer {
  readonly base: string;
  /** The temporary copy of server/fixtures the server reads (DATA_DIR); made on the first start. */
  fixtureDir = '';
  /** What the server has written to stdout and stderr since it last started. */
  output = '';
  private child: ChildProcess | null = null;

  /** `name` names the temporary folder (gharinsight-{name}-…). */
  constructor(
    readonly port: number,
    private readonly name: string,
  ) {
    this.base = `http://localhost:${port}`;
  }

  /** Starts the server (with `env` over the usual settings) and waits until it says it is serving. */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (!this.fixtureDir) {
      this.fixtureDir = mkdtempSync(path.join(tmpdir(), `gharinsight-${this.name}-`));
      cpSync(path.join(ROOT, 'server/fixtures'), this.fixtureDir, { recursive: true });
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(this.port), RATE_LIMIT_PER_MINUTE: '0', DATA_DIR: this.fixtureDir, PUBLIC_URL: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.output = '';
    child.stdout!.on('data', (chunk) => (this.output += chunk));
    child.stderr!.on('data', (chunk) => (this.output += chunk));
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`The server exited (${code}) before serving:\n${this.output}`)));
      child.stdout!.on('data', () => {
        if (this.output.includes('GharInsight is serving on')) resolve();
      });
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.on('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  /** Has the server reload its data folder (SIGHUP) and waits until it says it has. */
  async reload(): Promise<void> {
    const reloads = () => this.output.split('data reloaded').length - 1;
    const before = reloads();
    this.child!.kill('SIGHUP');
    await expect.poll(reloads, { message: `the server's reload; its output:\n${this.output}`, timeout: 60_000 }).toBe(before + 1);
  }

  /** Changes the records of one fixture file in the server's copy (seen after `reload`). */
  editFixture<T>(file: string, change: (records: T[]) => void): void {
    const at = path.join(this.fixtureDir, file);
    const records = JSON.parse(readFileSync(at, 'utf8')) as T[];
    change(records);
    writeFileSync(at, JSON.stringify(records, null, 2));
  }

  /** Stops the server and removes its copy of the fixtures. */
  async dispose(): Promise<void> {
    await this.stop();
    if (this.fixtureDir) rmSync(this.fixtureDir, { recursive: true, force: true });
  }
}
