import { graphql, http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { executeGraphQL } from '../support/graphqlExecutor.js';

// Every GraphQL request of a component test is answered by the real schema and
// fixtures. Tests override single operations to show loading or error states.

export const TEST_ORIGIN = 'http://localhost';
export const GRAPHQL_URL = `${TEST_ORIGIN}/graphql`;

export const realGraphQL = http.post(GRAPHQL_URL, async ({ request }) => {
  const body = (await request.json()) as { query: string; variables?: Record<string, unknown>; operationName?: string };
  return HttpResponse.json(await executeGraphQL(body));
});

export const server = setupServer(realGraphQL);

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
