import cluster, { type Worker } from 'node:cluster';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { AggregatorRegistry } from 'prom-client';
import { createAdminServer } from './http/adminServer.js';
import type { Logger } from './http/logger.js';
import { answerMetricsRequests } from './http/metrics.js';
import type { ReloadOutcome } from './http/reload.js';

// WEB_CONCURRENCY > 1: the primary runs no app; it forks that many workers (each runs
// main.ts's serve() on the shared port, Node's cluster hands them connections in turn)
// and supervises them:
// - a worker that dies is replaced (after a second when it lived under RAPID_DEATH_MS);
//   a worker that dies before it ever listened (bad data, bad settings) stops them all, exit 1;
// - SIGTERM or SIGINT: each worker shuts down as a single server does (lame duck, drain),
//   and the primary exits 0 once every worker has exited 0;
// - SIGHUP (or POST /admin/reload on METRICS_PORT): each worker reloads the data, one at
//   a time, so the others keep answering while one loads;
// - metrics: the primary adds up the workers' (prom-client's AggregatorRegistry), on
//   METRICS_PORT, and for a worker's GET /metrics on the public port.

/**
 * The primary's guard against a worker that never ends: above a worker's own limit
 * (main.ts, 30 s, counted from when its handler runs, which on a busy machine is seconds
 * after the primary's signal), so a worker still draining is never killed and its exit
 * status decides the primary's. 15 s killed workers draining under load (issue 36).
 */
const SHUTDOWN_LIMIT_MS = 45_000;
const RAPID_DEATH_MS = 5_000;
const RELOAD_REQUEST = 'gharinsight:reload';
const RELOAD_ANSWER = 'gharinsight:reload-result';

/** WEB_CONCURRENCY: a whole number of workers (default 1: no cluster), or `auto` for one per core. */
export function webConcurrency(value: string | undefined = process.env.WEB_CONCURRENCY): number {
  if (value === undefined || value.trim() === '') return 1;
  if (value.trim() === 'auto') return availableParallelism();
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new Error(`WEB_CONCURRENCY must be a whole number of workers (1 or more) or "auto", got "${value}"`);
  return count;
}

/** In a worker: reloads when the primary asks, and tells it the outcome. */
export function answerReloadRequests(reload: () => Promise<ReloadOutcome>): void {
  process.on('message', (message: unknown) => {
    const request = message as { type?: string; id?: number };
    if (request?.type !== RELOAD_REQUEST) return;
    void reload().then((outcome) => process.send?.({ type: RELOAD_ANSWER, id: request.id, outcome }));
  });
}

export interface PrimaryOptions {
  workers: number;
  port: number;
  adminPort?: number;
  logger: Logger;
}

export async function runPrimary({ workers: count, port, adminPort, logger }: PrimaryOptions): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const startedAt = new Map<Worker, number>();
  const listened = new Set<Worker>();
  let stopping = false;
  let failed = false;
  let announced = false;
  let reloadId = 0;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    answerMetricsRequests(worker, () => aggregator.clusterMetrics());
    worker.once('listening', (address: AddressInfo) => {
      listened.add(worker);
      // Told to stop while this worker was still loading its modules, it may never have seen
      // the signal (tsx's loader holds its own signal handlers until the app's are in place):
      // once it listens its shutdown handler is in place, so it is told again (issue 36).
      if (stopping) {
        worker.process.kill('SIGTERM');
        return;
      }
      logger.info({ worker: worker.process.pid }, 'worker listening');
      if (!announced && listened.size >= count) {
        announced = true;
        console.log(`GharInsight primary: ${count} workers serving on http://localhost:${address.port}`);
      }
    });
    logger.info({ worker: worker.process.pid }, 'worker started');
  };

  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? Date.now());
    startedAt.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('stopped');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (!listened.has(worker)) {
      logger.error({ worker: worker.process.pid, code, signal }, 'a worker failed to start; stopping');
      stopping = true;
      failed = true;
      stopAll('SIGTERM');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    listened.delete(worker);
    logger.warn({ worker: worker.process.pid, code, signal }, 'worker died; starting a replacement');
    if (lived < RAPID_DEATH_MS) setTimeout(() => !stopping && fork(), 1_000);
    else fork();
  });

  /** Asks each worker in turn to reload; the outcome is the first refusal, or 'reloaded'. */
  const reloadAll = async (): Promise<ReloadOutcome> => {
    const started = performance.now();
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker?.isConnected()) continue;
      const id = ++reloadId;
      const outcome = await new Promise<ReloadOutcome | undefined>((resolve) => {
        const onMessage = (message: unknown) => {
          const answer = message as { type?: string; id?: number; outcome?: ReloadOutcome };
          if (answer?.type !== RELOAD_ANSWER || answer.id !== id) return;
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          resolve(answer.outcome);
        };
        const onExit = () => {
          worker.off('message', onMessage);
          resolve(undefined);
        };
        worker.on('message', onMessage);
        worker.once('exit', onExit);
        worker.send({ type: RELOAD_REQUEST, id });
      });
      // The data is the same for every worker: a refusal by one is a refusal by all.
      if (outcome && !outcome.ok) return outcome;
    }
    return { ok: true, message: 'reloaded', durationMs: Math.round(performance.now() - started) };
  };

  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: every worker finishes its requests in flight');
    const force = setTimeout(() => {
      logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS} ms; exiting`);
      stopAll('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    stopAll('SIGTERM');
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGHUP', () => {
    logger.info({ signal: 'SIGHUP' }, 'reloading the data in every worker, one at a time');
    void reloadAll().then((outcome) => {
      if (outcome.ok) logger.info({ durationMs: outcome.durationMs }, 'every worker reloaded the data');
      else logger.error({ reason: outcome.message }, 'data reload refused; every worker still serves the previous data');
    });
  });

  if (adminPort !== undefined) {
    const admin = createAdminServer({ metrics: () => aggregator.clusterMetrics(), reload: reloadAll });
    admin.on('error', (error) => {
      console.error(`Cannot listen on METRICS_PORT ${adminPort}: ${error.message}`);
      stopAll('SIGTERM');
      process.exit(1);
    });
    admin.listen(adminPort, () => {
      const { port: actual } = admin.address() as AddressInfo;
      console.log(`Metrics on http://localhost:${actual}/metrics, data reload by POST http://localhost:${actual}/admin/reload`);
    });
  }
  logger.info({ workers: count, port }, 'starting workers');
  for (let i = 0; i < count; i += 1) fork();
}
