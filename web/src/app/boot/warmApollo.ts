import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { QUERY_DOCUMENTS } from '../../generated/queryDocuments';
import type { RenderedQuery } from '../bootData';
import { nextTask } from './nextTask';

/** `query BootWarmUp { __typename }`, written as its syntax tree: no GraphQL parser at boot. */
const WARM_UP_QUERY: TypedDocumentNode<{ __typename: string }> = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query' as never,
      name: { kind: 'Name', value: 'BootWarmUp' },
      selectionSet: { kind: 'SelectionSet', selections: [{ kind: 'Field', name: { kind: 'Name', value: '__typename' } }] },
    },
  ],
} as never;

/**
 * Runs Apollo's query path once, on a query the restored cache answers (the root's
 * __typename), in a task before hydration: its document transforms, watchQuery, the
 * cache read, then (in a task of its own: together they ran 60-90 ms at 4x) a
 * subscription. The browser compiles each function of a script when it first runs, so
 * the first component's query (a page's own) otherwise paid for compiling all of them
 * inside hydration's task.
 */
export async function warmApollo(client: ApolloClient): Promise<void> {
  const query = client.watchQuery({ query: WARM_UP_QUERY, fetchPolicy: 'cache-only' });
  query.getCurrentResult();
  await nextTask();
  query.subscribe(() => {}).unsubscribe();
}

/**
 * Reads the page's own query (the first the server ran: the page component asks before
 * its parts do) from the restored cache before hydration, each step in a task of its
 * own: first the query's document transforms (watchQuery), then the cache read
 * (getCurrentResult). Apollo keeps both (keyed by the document and the variables), so the
 * page's useQuery during hydration finds them done. The locality page's query did both
 * inside the page's first render: 25-30 ms of one task at full CPU speed, 100-120 ms on a
 * phone (4x), where nothing can yield. The parts' queries are left alone: most parts
 * hydrate later, when scrolled to, or never. Nothing is sent and nothing is left watching
 * the cache; an operation this build does not know is passed over.
 */
export async function warmPageQuery(client: ApolloClient, queries: readonly RenderedQuery[]): Promise<unknown> {
  const [first] = queries;
  const query = first && Object.hasOwn(QUERY_DOCUMENTS, first.operationName) ? QUERY_DOCUMENTS[first.operationName] : undefined;
  if (!query) return undefined;
  const observable = client.watchQuery({ query, variables: first.variables, fetchPolicy: 'cache-only' });
  await nextTask();
  const { data } = observable.getCurrentResult();
  await nextTask();
  // What was read (for the tests: the page's own read is handed these very objects).
  return data;
}
