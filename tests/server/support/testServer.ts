import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/src/app.js';

// The real app (GraphQL, REST, web) listening on an ephemeral port; tests speak HTTP to it.

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

export async function startTestServer(options: Parameters<typeof createApp>[0] = {}): Promise<TestServer> {
  const { app, apollo } = await createApp(options);
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await apollo.stop();
    },
  };
}

/** POSTs a GraphQL operation the way the web app does. */
export async function postGraphQL(url: string, query: string, variables?: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
}

export async function getJson(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}
