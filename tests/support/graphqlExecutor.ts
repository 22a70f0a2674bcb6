import { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from '../../server/src/context.js';
import { DataStore } from '../../server/src/data/DataStore.js';
import { createApolloServer } from '../../server/src/graphql/apolloServer.js';
import { NEWS_NOW } from './newsClock.js';

// Executes operations against the real schema, resolvers and fixtures, in process.
// Web component tests serve it through msw, so a widget under test gets exactly
// the answer the real server would give.

let data: DataStore | undefined;
let apollo: ApolloServer<GraphQLContext> | undefined;

/** The data layer of the component tests, its clock fixed at NEWS_NOW so article ages never depend on the day. */
export function testData(): DataStore {
  data ??= DataStore.fromFixtureDir(undefined, { now: () => NEWS_NOW });
  return data;
}

export async function executeGraphQL(body: { query: string; variables?: Record<string, unknown>; operationName?: string }) {
  if (!apollo) {
    apollo = createApolloServer();
    await apollo.start();
  }
  const response = await apollo.executeOperation(
    { query: body.query, variables: body.variables, operationName: body.operationName },
    { contextValue: { data: testData() } },
  );
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by this app');
  return response.body.singleResult;
}
