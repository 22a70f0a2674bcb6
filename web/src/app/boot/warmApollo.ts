import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
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
