import cluster from 'node:cluster';
import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The one JSON logger (pino): a line per request (requestLog.ts), start-up,
 * shutdown and server bugs. LOG_LEVEL sets the level (fatal, error, warn, info,
 * debug, trace or silent); the default is info, and silent under the test runner
 * so test output stays readable (LOG_LEVEL=info npx vitest … shows the lines).
 * In a cluster worker (WEB_CONCURRENCY > 1) each line names its worker (`"worker": pid`),
 * as the primary's lines about a worker do.
 */
export function createLogger(level: string = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info')): Logger {
  // Written asynchronously: under load, lines that arrive while a write is under way go out
  // together in the next one, instead of one blocking write(2) per request. pino flushes
  // what is left synchronously when the process exits (process.exit included).
  return pino(
    { level, base: cluster.isWorker ? { worker: process.pid } : undefined, timestamp: pino.stdTimeFunctions.isoTime },
    pino.destination({ dest: 1, sync: false }),
  );
}
