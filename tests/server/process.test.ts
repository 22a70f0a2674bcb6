import { rmSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCopy, startMain, START_LIMIT_MS, WITH_START_MS } from './support/mainProcess.js';

// The real entry point (server/src/main.ts) as a user starts it: it listens on
// PORT, stops cleanly on SIGTERM, and refuses to start on a broken fixture.

describe('server/src/main.ts', () => {
  // One start for both: serving on PORT, then a SIGTERM with requests in flight (each start of the
  // app costs seconds of CPU; a test of its own for "serves, exits 0" proved nothing this one does not).
  it('serves on PORT; on SIGTERM finishes the requests in flight, then exits 0', async () => {
    const main = startMain({ PORT: '0' });
    const [, port] = await main.waitFor(/serving on http:\/\/localhost:(\d+)/);
    // GraphQL requests whose bodies are half sent when the signal arrives: in flight by any measure.
    const body = JSON.stringify({ query: '{ cities { value } marketData(city: "Pune") { city } }' });
    const half = Math.floor(body.length / 2);
    const answers: Promise<string>[] = [];
    const sockets: Socket[] = [];
    for (let i = 0; i < 5; i += 1) {
      const socket = connect(Number(port), '127.0.0.1');
      sockets.push(socket);
      answers.push(
        new Promise((resolve, reject) => {
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk));
          socket.on('close', () => resolve(answer));
          socket.on('error', reject);
        }),
      );
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(`POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`);
    }
    // A REST request answered before the signal (it keeps its keep-alive socket open).
    const response = await fetch(`http://127.0.0.1:${port}/api/market-data?city=Pune`);
    expect(response.status).toBe(200);
    expect((await response.json()).city).toBe('Pune');

    main.child.kill('SIGTERM');
    await main.waitFor(/shutting down/);
    for (const socket of sockets) socket.write(body.slice(half));

    for (const answer of await Promise.all(answers)) {
      expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(answer).toContain('"marketData":{"city":"Pune"}');
    }
    expect(await main.exited).toBe(0);
    // New connections are refused once it has stopped.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  }, WITH_START_MS);

  it('refuses to start on a broken fixture, naming the file and field', async () => {
    const dir = fixtureCopy();
    try {
      writeFileSync(path.join(dir, 'cities.json'), JSON.stringify([{ value: 'Mumbai', label: 7 }]));
      const main = startMain({ PORT: '0', DATA_DIR: dir });
      expect(await main.exited).toBe(1);
      expect(main.output()).toContain('cities.json[0].label: expected String!, got number 7');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, START_LIMIT_MS);

  it('refuses to start on an invalid PUBLIC_URL, naming the setting', async () => {
    const main = startMain({ PORT: '0', PUBLIC_URL: 'gharinsight.example' });
    expect(await main.exited).toBe(1);
    expect(main.output()).toContain('PUBLIC_URL must be an absolute http(s) URL such as https://gharinsight.example, got "gharinsight.example"');
  }, START_LIMIT_MS);
});
