import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { DataStore } from './data/DataStore.js';
import { FixtureError } from './data/errors.js';

const DEFAULT_PORT = 4000;
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);

  // GHARINSIGHT_FIXTURE_DIR points at another data set (the tests use it to prove a broken one stops the server).
  const data = DataStore.fromFixtureDir(process.env.GHARINSIGHT_FIXTURE_DIR || undefined);
  const { app, apollo } = await createApp({ data });
  const server = app.listen(port, () => {
    const { port: actual } = server.address() as AddressInfo;
    console.log(`GharInsight is serving on http://localhost:${actual} (GraphQL sandbox at /graphql, REST under /api)`);
  });
  server.on('error', (error) => {
    console.error(`Cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: closing connections`);
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      apollo.stop().finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof FixtureError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
