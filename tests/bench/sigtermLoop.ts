import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';

// Issue 36, item 7: WEB_CONCURRENCY=2 stopped by SIGTERM while it answers must exit 0 once
// its workers have drained, every time, on a busy machine too. This starts CPU-heavy
// processes (`node -e 'for(;;){}'`, SIGTERM_LOOP_HOGS of them, default 2), then STOPS times
// (SIGTERM_LOOP_STOPS, default 20): main.ts with two workers, keep-alive load on a page
// and an API path from the moment the port answers, SIGTERM after the first answers (so a
// worker may still be starting), and the load kept up through the shutdown. It prints each
// stop's exit status and time, and the server's output of any stop that did not exit 0.
// Exits 1 unless every stop exited 0. Not a timed test (a few minutes):
//   npx tsx tests/bench/sigtermLoop.ts      or      BENCH_ONLY=sigterm npm run bench

const STOPS = Number(process.env.SIGTERM_LOOP_STOPS ?? 20);
const HOGS = Number(process.env.SIGTERM_LOOP_HOGS ?? 2);
/** Requests answered before the signal. */
const ANSWERS_BEFORE_STOP = 10;
const CLIENTS = 8;
const PATHS = ['/api/market-data?city=Pune', '/dashboard?city=Pune', '/api/search?q=baner'];

interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  seconds: number;
  answered: number;
  output: string;
}

function get(port: number, path: string, agent: Agent): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent, timeout: 20_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end();
  });
}

/** The server of the stop under way, ended with the hogs if the loop is interrupted. */
let current: ChildProcess | null = null;

async function oneStop(): Promise<StopResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: '0', WEB_CONCURRENCY: '2', RATE_LIMIT_PER_MINUTE: '0', METRICS_PORT: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  current = child;
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  // The first worker's line: the port answers from here, whether or not the second worker listens yet.
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /serving on http:\/\/localhost:(\d+) \(GraphQL/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`main.ts exited (${code}) before serving:\n${output}`)));
  });

  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  let answered = 0;
  let loading = true;
  let signalled: number | null = null;
  let stopAt: () => void = () => {};
  const enough = new Promise<void>((resolve) => (stopAt = resolve));
  const clients = Array.from({ length: CLIENTS }, async (_, index) => {
    for (let turn = index; loading; turn += 1) {
      const status = await get(port, PATHS[turn % PATHS.length]!, agent);
      if (status === 200 && ++answered >= ANSWERS_BEFORE_STOP) stopAt();
      // Refused once the server has stopped listening: the load ends with the server.
      if (status === 0 && signalled !== null && child.exitCode !== null) break;
    }
  });
  await Promise.race([enough, exited]);
  signalled = performance.now();
  child.kill('SIGTERM');
  const { code, signal } = await exited;
  const seconds = (performance.now() - signalled) / 1000;
  loading = false;
  await Promise.all(clients);
  agent.destroy();
  return { code, signal, seconds, answered, output };
}

function startHogs(count: number): ChildProcess[] {
  const hogs = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  // Interrupted (Ctrl-C, a timeout): the hogs end too, never left spinning.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const hog of hogs) hog.kill('SIGKILL');
      current?.kill('SIGKILL');
      process.exit(130);
    });
  }
  return hogs;
}

/** Runs the loop; returns how many of the stops exited 0. */
export async function sigtermLoop(stops = STOPS, hogs = HOGS): Promise<{ clean: number; stops: number }> {
  const hogProcesses = startHogs(hogs);
  let clean = 0;
  try {
    console.log(`SIGTERM under load: ${stops} stops of WEB_CONCURRENCY=2 beside ${hogs} CPU-heavy process(es)`);
    for (let i = 1; i <= stops; i += 1) {
      const result = await oneStop();
      const ok = result.code === 0;
      if (ok) clean += 1;
      console.log(`stop ${String(i).padStart(2)}: exit ${result.code ?? result.signal} after ${result.seconds.toFixed(1)} s (${result.answered} answers)`);
      if (!ok) console.log(result.output.split('\n').slice(-40).join('\n'));
    }
    console.log(`${clean}/${stops} stops exited with status 0`);
  } finally {
    for (const hog of hogProcesses) hog.kill('SIGKILL');
  }
  return { clean, stops };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { clean, stops } = await sigtermLoop();
  process.exit(clean === stops ? 0 : 1);
}
