import { graphql, http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { executeGraphQL, testData } from '../support/graphqlExecutor.js';

// Every GraphQL request of a component test is answered by the real schema and
// fixtures. Tests override single operations to show loading or error states.

export const TEST_ORIGIN = 'http://localhost';
export const GRAPHQL_URL = `${TEST_ORIGIN}/graphql`;

export const realGraphQL = http.post(GRAPHQL_URL, async ({ request }) => {
  const body = (await request.json()) as { query: string; variables?: Record<string, unknown>; operationName?: string };
  return HttpResponse.json(await executeGraphQL(body));
});

/** Queries registered by automatic persisted queries, by their SHA-256 (as Apollo Server keeps them). */
const persisted = new Map<string, string>();
type PersistedQueryExtension = { persistedQuery?: { sha256Hash?: string } };

/** Hashed GET queries (the app's automatic persisted queries): answered when the hash is known, else PersistedQueryNotFound. */
export const persistedGraphQL = http.get(GRAPHQL_URL, async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const hash = (JSON.parse(params.get('extensions') ?? '{}') as PersistedQueryExtension).persistedQuery?.sha256Hash;
  const query = params.get('query') ?? (hash ? persisted.get(hash) : undefined);
  if (!query) return HttpResponse.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
  const variables = params.get('variables');
  return HttpResponse.json(await executeGraphQL({ query, variables: variables ? JSON.parse(variables) : undefined, operationName: params.get('operationName') ?? undefined }));
});

/** A POST that carries a query and its hash registers it (Apollo Server's APQ). */
const registerPersisted = http.post(GRAPHQL_URL, async ({ request }) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => ({}))) as { query?: string; extensions?: PersistedQueryExtension };
  const hash = body.extensions?.persistedQuery?.sha256Hash;
  if (hash && body.query) persisted.set(hash, body.query);
});

/** A city's outline (the maps fetch it from REST when they load), from the data layer as the server answers it. */
export const cityOutline = http.get('*/api/cities/:city/outline', ({ params }) => HttpResponse.json(testData().cityOutline(String(params.city))));

export const server = setupServer(registerPersisted, realGraphQL, persistedGraphQL, cityOutline);

/** The operation never answers: the widget stays in its loading state. */
export function neverAnswer(operationName: string) {
  server.use(
    graphql.query(operationName, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  );
}

/** The operation fails with an HTTP 500 (a network-level error for Apollo). */
export function failWithServerError(operationName: string) {
  server.use(graphql.query(operationName, () => HttpResponse.json({ errors: [{ message: 'Internal server error' }] }, { status: 500 })));
}

/** The operation answers with a GraphQL error and no data. */
export function failWithGraphQLError(operationName: string, message = 'Something went wrong') {
  server.use(graphql.query(operationName, () => HttpResponse.json({ data: null, errors: [{ message }] })));
}

/** The operation answers with the given data instead of the fixtures'. */
export function answerWith(operationName: string, data: Record<string, unknown>) {
  server.use(graphql.query(operationName, () => HttpResponse.json({ data })));
}
