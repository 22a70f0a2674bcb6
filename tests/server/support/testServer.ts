import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/src/app.js';

// The real app (GraphQL, REST, web) listening on an ephemeral port; tests speak HTTP to it.

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

export async function startTestServer(options: Parameters<typeof createApp>[0] = {}): Promise<TestServer> {
  // Rate limiting is off unless a test asks for it (rateLimit.test.ts).
  const { server, apollo } = await createApp({ rateLimitPerMinute: 0, ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      // Apollo's drain plugin closes the server, then Apollo stops.
      await apollo.stop();
    },
  };
}

/** The Accept header Apollo Client sends: the GraphQL-over-HTTP response type first. */
export const GRAPHQL_RESPONSE_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

/**
 * POSTs a GraphQL operation. Without `accept` it sends none, like a plain JSON client
 * (errors that stop a request answer 200 then); pass GRAPHQL_RESPONSE_ACCEPT to be
 * answered the way the web app is (400 for those).
 */
export async function postGraphQL(url: string, query: string, variables?: Record<string, unknown>, { accept }: { accept?: string } = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accept ? { accept } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } };
}

export async function getJson(url: string) {
  const response = await fetch(url);
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
}
