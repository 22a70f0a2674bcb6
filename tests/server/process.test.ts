import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, cpSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_DIR } from '../../server/src/paths.js';

// The real entry point (server/src/main.ts) as a user starts it: it listens on
// PORT, stops cleanly on SIGTERM, and refuses to start on a broken fixture.

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const started = Date.now();
    while (!pattern.test(output)) {
      if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${pattern}; output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return output.match(pattern)!;
  };
  return { child, exited, waitFor, output: () => output };
}

describe('server/src/main.ts', () => {
  it('serves on PORT and exits 0 on SIGTERM', async () => {
    const main = startMain({ PORT: '0' });
    const [, port] = await main.waitFor(/serving on http:\/\/localhost:(\d+)/);
    const response = await fetch(`http://127.0.0.1:${port}/api/market-data?city=Pune`);
    expect(response.status).toBe(200);
    expect((await response.json()).city).toBe('Pune');
    main.child.kill('SIGTERM');
    expect(await main.exited).toBe(0);
  }, 40_000);

  it('refuses to start on a broken fixture, naming the file and field', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gharinsight-broken-'));
    try {
      cpSync(FIXTURE_DIR, dir, { recursive: true });
      writeFileSync(path.join(dir, 'cities.json'), JSON.stringify([{ value: 'Mumbai', label: 7 }]));
      const main = startMain({ PORT: '0', GHARINSIGHT_FIXTURE_DIR: dir });
      expect(await main.exited).toBe(1);
      expect(main.output()).toContain('cities.json[0].label: expected String!, got number 7');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});
