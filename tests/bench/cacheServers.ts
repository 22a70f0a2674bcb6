import type { AddressInfo } from 'node:net';
import express from 'express';
import { createApp } from '../../server/src/app.js';
import { createLogger } from '../../server/src/http/logger.js';
import { CACHE_BENCH_PATHS, type BenchRequest } from './cachePaths.js';

// A child process of the cached-path bench (cacheRatio.ts): the real app and, beside it,
// a bare Express app that serves the very bytes the real one answers, from memory, with
// no middleware and no ETag. Usage: tsx tests/bench/cacheServers.ts <appPort> <controlPort> <logLevel>

const [appPort, controlPort, level] = process.argv.slice(2);

async function answerOf(url: string, request: BenchRequest) {
  const response = await fetch(`${url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  if (response.status !== 200) throw new Error(`${request.label}: HTTP ${response.status}`);
  return { type: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
}

async function main() {
  const { server } = await createApp({ logger: createLogger(level), rateLimitPerMinute: 0 });
  await new Promise<void>((resolve) => server.listen(Number(appPort), '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const control = express();
  control.set('etag', false);
  control.disable('x-powered-by');
  for (const request of CACHE_BENCH_PATHS) {
    const { type, body } = await answerOf(url, request);
    const path = request.path.split('?')[0];
    const send: express.RequestHandler = (_req, res) => {
      res.setHeader('Content-Type', type);
      res.send(body);
    };
    if (request.method === 'POST') control.post(path, send);
    else control.get(path, send);
  }
  await new Promise<void>((resolve) => control.listen(Number(controlPort), '127.0.0.1', () => resolve()));
  process.stderr.write('ready\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
