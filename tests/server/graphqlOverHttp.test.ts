import { serverAudits } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

// graphql-http's audit suite: the reference tests of the GraphQL-over-HTTP spec,
// run against the real app. Every audit must pass (no warnings, no notices).

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GraphQL over HTTP (graphql-http serverAudits)', () => {
  it('passes every audit', async () => {
    const audits = serverAudits({ url: `${server.url}/graphql` });
    const results = await Promise.all(audits.map(async (audit) => ({ id: audit.id, name: audit.name, result: await audit.fn() })));
    const notOk = results.filter(({ result }) => result.status !== 'ok').map(({ id, name, result }) => `${id} ${name}: ${result.status} ${'reason' in result ? result.reason : ''}`);
    expect(notOk).toEqual([]);
    expect(results.length).toBeGreaterThan(50);
  });
});
