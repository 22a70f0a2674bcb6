import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { dropBodies } from './benchClient.js';
import { CACHE_BENCH_PATHS, type BenchRequest } from './cachePaths.js';

// The cached paths against a bare Express handler serving the same bytes from memory
// (issue 21): both servers run in one child process (cacheServers.ts), autocannon drives
// them from this one, 50 connections, the app and the control taking turns per path so a
// busy machine slows both alike. Run alone: BENCH_ONLY=cache npm run bench.
// Targets (logging off): REST >= 90 %, GraphQL >= 85 %, page >= 85 %.

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_CACHE_SECONDS ?? 3);
/** Turns each server gets per path; the best of each counts (a busy machine only ever slows a run down). */
const ROUNDS = Number(process.env.BENCH_CACHE_ROUNDS ?? 3);
/** This port range (5NN00-5NN99 for issue NN). */
// Fixed ports below Linux's ephemeral range (32768–60999), where an outgoing connection of another test could hold it.
// BENCH_CACHE_PORTS=app,control picks others (two checkouts benched on one machine).
const [APP_PORT, CONTROL_PORT] = (process.env.BENCH_CACHE_PORTS ?? '24101,24102').split(',').map(Number);
const TARGETS: Record<string, number> = { REST: 0.9, GraphQL: 0.85, page: 0.85 };

function kind(request: BenchRequest): keyof typeof TARGETS {
  return request.path.startsWith('/api/') ? 'REST' : request.path.startsWith('/graphql') ? 'GraphQL' : 'page';
}

async function startServers(level: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/cacheServers.ts', String(APP_PORT), String(CONTROL_PORT), level], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LOG_LEVEL: level },
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}: ${output}`)));
  });
  return child;
}

function run(port: number, request: BenchRequest, seconds: number) {
  return autocannon({
      url: `http://127.0.0.1:${port}${request.path}`,
      method: request.method,
      headers: request.headers,
      body: request.body,
      connections: CONNECTIONS,
      duration: seconds,
      // The same bytes arrive; the client only does not decode them (benchClient.ts).
      setupClient: dropBodies,
    });
}

/** CPU time (user + system) the servers' process has used, in ms (Linux /proc; 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Turn {
  perSecond: number;
  /** CPU microseconds the server process spent per request: on a shared machine, steadier than req/s. */
  cpuPerRequest: number;
}

async function measureTurn(pid: number, port: number, request: BenchRequest): Promise<Turn> {
  const before = cpuMs(pid);
  const result = await run(port, request, SECONDS);
  const cpu = cpuMs(pid) - before;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${request.label} on port ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, cpuPerRequest: (cpu * 1000) / result.requests.total };
}

/** The best of ROUNDS turns of each, the two taking turns. */
async function compare(pid: number, request: BenchRequest): Promise<{ app: Turn; control: Turn }> {
  // Warm-up: JIT, the answer cache, pooled sockets.
  await run(CONTROL_PORT, request, 1);
  await run(APP_PORT, request, 1);
  const best = (a: Turn | undefined, b: Turn): Turn => (a ? { perSecond: Math.max(a.perSecond, b.perSecond), cpuPerRequest: Math.min(a.cpuPerRequest, b.cpuPerRequest) } : b);
  let app: Turn | undefined;
  let control: Turn | undefined;
  for (let round = 0; round < ROUNDS; round += 1) {
    control = best(control, await measureTurn(pid, CONTROL_PORT, request));
    app = best(app, await measureTurn(pid, APP_PORT, request));
  }
  return { app: app!, control: control! };
}

export async function cacheRatios(): Promise<void> {
  if (!existsSync('web/dist-server')) {
    console.log('\nCached paths vs bare Express: web/dist-server is not built (npm run build); skipped.');
    return;
  }
  console.log(`\nCached paths vs a bare Express handler serving the same bytes from memory (autocannon, ${CONNECTIONS} connections, best of ${ROUNDS} turns of ${SECONDS} s each):`);
  console.log('(req/s share the machine with everything else running; CPU µs per request of the servers\' process are steadier; ratio = bare / app)');
  console.log(`${'path'.padEnd(36)} ${'logging'.padEnd(8)} ${'app req/s'.padStart(10)} ${'bare req/s'.padStart(11)} ${'ratio'.padStart(7)} ${'app µs'.padStart(8)} ${'bare µs'.padStart(8)} ${'ratio'.padStart(7)}  target`);
  for (const level of ['silent', 'info']) {
    const child = await startServers(level);
    try {
      for (const request of CACHE_BENCH_PATHS) {
        const { app, control } = await compare(child.pid!, request);
        const ratio = app.perSecond / control.perSecond;
        const cpuRatio = control.cpuPerRequest / app.cpuPerRequest;
        const target = TARGETS[kind(request)];
        const verdict =
          level === 'silent'
            ? `${Math.round(target * 100)} %: req/s ${ratio >= target ? 'met' : 'MISSED'}, CPU ${cpuRatio >= target ? 'met' : 'MISSED'}`
            : '(none at info)';
        const percent = (value: number) => `${(value * 100).toFixed(0)} %`.padStart(7);
        console.log(
          `${request.label.padEnd(36)} ${(level === 'silent' ? 'off' : 'info').padEnd(8)} ${app.perSecond.toFixed(0).padStart(10)} ${control.perSecond.toFixed(0).padStart(11)} ${percent(ratio)} ${app.cpuPerRequest.toFixed(0).padStart(8)} ${control.cpuPerRequest.toFixed(0).padStart(8)} ${percent(cpuRatio)}  ${verdict}`,
        );
      }
    } finally {
      child.kill();
    }
  }
}
