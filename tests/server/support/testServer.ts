import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../../server/src/app.js';

// The real app (GraphQL, REST, web) listening on an ephemeral port; tests speak HTTP to it.

/**
 * How long a test server keeps an idle keep-alive socket (the app's own is 5 s, serverTimeouts.ts).
 * The server and the test's fetch share one process and one event loop. On a busy machine that
 * loop can stall for seconds (the process gets little CPU while a second app starts or a page
 * renders); afterwards the test sends its next request on a pooled socket at once, before the
 * client's own 4 s idle timer has had a turn, while the server's 5 s timer, already due, fires
 * next and destroys the socket with that request unread: the kernel answers RST and fetch fails
 * with ECONNRESET (hardening, metrics and fuzz tests did, at a load average of 13 on two cores,
 * with and without the answer cache's front door). A minute outlasts any such stall; the client
 * still drops the socket first (it reads the Keep-Alive hint), and close() ends every socket.
 */
export const TEST_KEEP_ALIVE_MS = 60_000;

/** Listens on an ephemeral port of 127.0.0.1 with TEST_KEEP_ALIVE_MS; resolves to its URL. */
export async function listenForTests(server: Server): Promise<string> {
  server.keepAliveTimeout = TEST_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

export async function startTestServer(options: Parameters<typeof createApp>[0] = {}): Promise<TestServer> {
  // Rate limiting is off unless a test asks for it (rateLimit.test.ts).
  const { server, apollo } = await createApp({ rateLimitPerMinute: 0, ...options });
  const url = await listenForTests(server);
  return {
    url,
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
