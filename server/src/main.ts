import cluster from 'node:cluster';
import net, { type AddressInfo } from 'node:net';
import { register } from 'prom-client';
import { createApp } from './app.js';
import { ConfigError } from './config/publicUrl.js';
import { DataStore } from './data/DataStore.js';
import { dataDir } from './data/dataDir.js';
import { FixtureError } from './data/errors.js';
import { createLogger, type Logger } from './http/logger.js';
import { createAdminServer, metricsPort } from './http/adminServer.js';
import { answerReloadRequests, runPrimary, webConcurrency } from './cluster.js';

const DEFAULT_PORT = 4000;
/**
 * A shutdown not done within this has hung, and exits 1. It is a guard against a hang, not
 * the time a shutdown takes (LAME_DUCK_MS + SETTLE_MS + at most Apollo's DRAIN_GRACE_MS,
 * about 3 to 9 s): on a busy machine each of those stretches (timers fire late, a render in
 * flight takes seconds), and a limit of 10 s, 1.5 s above their sum, ended drains that were
 * progressing with exit 1 (issue 36; tests/bench/sigtermLoop.ts). A request cannot outlive
 * the 30 s request timeout anyway.
 */
const SHUTDOWN_LIMIT_MS = 30_000;
/**
 * After the signal, the server keeps serving this long with /readyz at 503 and
 * `Connection: close` on every answer: a load balancer stops sending, and each busy
 * keep-alive client is told to stop reusing its socket before the drain closes it
 * (closing it under a client that is just sending its next request resets that request).
 */
const LAME_DUCK_MS = 2_000;
/**
 * Then the server stops accepting connections but waits this long before the drain
 * closes idle ones: a connection accepted a moment earlier looks idle until its request
 * arrives, and closing it then resets a request the client has already sent.
 */
const SETTLE_MS = 500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const logger = createLogger();
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  const adminPort = metricsPort();
  // WEB_CONCURRENCY > 1: this process supervises that many workers (cluster.ts), each of which runs serve().
  const workers = webConcurrency();
  if (workers > 1 && cluster.isPrimary) return runPrimary({ workers, port, adminPort, logger });
  await serve(port, adminPort, logger);
}

/** One server process: the whole app on `port` (a cluster worker shares the primary's port). */
async function serve(port: number, adminPort: number | undefined, logger: Logger): Promise<void> {

  // A stop asked for while the app is still starting (a cluster worker forked a moment
  // before the primary was told to stop): nothing is in flight, so it exits 0 at once. Without
  // this the signal's default action killed the worker, which the primary counted as a failure.
  const stopWhileStarting = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping before serving: nothing in flight');
    process.exit(0);
  };
  process.on('SIGTERM', stopWhileStarting);
  process.on('SIGINT', stopWhileStarting);

  // DATA_DIR (or its older name GHARINSIGHT_FIXTURE_DIR) points at another data set than the shipped fixtures.
  const data = DataStore.fromFixtureDir(dataDir());
  const { server, apollo, lifecycle, reload } = await createApp({ data, logger });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, () => {
    const { port: actual } = server.address() as AddressInfo;
    // Plain text on purpose: people and the tests read this line.
    console.log(`GharInsight is serving on http://localhost:${actual} (GraphQL sandbox at /graphql, REST under /api)`);
  });

  // New data without a restart (http/reload.ts): SIGHUP, POST /admin/reload on METRICS_PORT,
  // or, in a cluster worker, the primary's request (it forwards SIGHUP one worker at a time).
  process.on('SIGHUP', () => {
    logger.info({ signal: 'SIGHUP' }, 'reloading the data');
    void reload();
  });
  if (cluster.isWorker) answerReloadRequests(reload);
  else if (adminPort !== undefined) {
    const admin = createAdminServer({ metrics: () => register.metrics(), reload });
    admin.on('error', (error) => {
      console.error(`Cannot listen on METRICS_PORT ${adminPort}: ${error.message}`);
      process.exit(1);
    });
    admin.listen(adminPort, () => {
      const { port: actual } = admin.address() as AddressInfo;
      console.log(`Metrics on http://localhost:${actual}/metrics, data reload by POST http://localhost:${actual}/admin/reload`);
    });
  }

  // The one shutdown path (Apollo's own signal handling is off): /readyz turns 503 and
  // answers say `Connection: close` (LAME_DUCK_MS), new connections are refused
  // (SETTLE_MS), then apollo.stop() runs the drain plugin, which stops accepting connections,
  // closes idle keep-alive sockets, lets requests in flight (GraphQL and REST)
  // finish, and only then stops Apollo. Exit 0 once all of that is done.
  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      logger.error(`shutdown took over ${SHUTDOWN_LIMIT_MS} ms; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    sleep(LAME_DUCK_MS)
      .then(() => {
        // net.Server's close stops accepting without http.Server's closing of idle connections.
        net.Server.prototype.close.call(server);
        return sleep(SETTLE_MS);
      })
      .then(() => apollo.stop())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof FixtureError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
