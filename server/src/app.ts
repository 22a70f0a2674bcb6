import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express, { type Express } from 'express';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from './context.js';
import { DataStore } from './data/DataStore.js';
import { createApolloServer } from './graphql/apolloServer.js';
import { errorHandler } from './http/errorResponses.js';
import { webApp } from './http/webApp.js';
import { WEB_DIST } from './paths.js';
import { apiRouter } from './rest/apiRouter.js';

/** Request bodies above this are refused with 413; a real query is a few kB. */
export const BODY_LIMIT = '100kb';

export interface AppOptions {
  data?: DataStore;
  webDist?: string;
}

export interface GharInsightApp {
  app: Express;
  apollo: ApolloServer<GraphQLContext>;
  data: DataStore;
}

/** Builds the whole server (GraphQL, REST, web app) without listening, so tests can run it on port 0. */
export async function createApp({ data = DataStore.fromFixtureDir(), webDist = WEB_DIST }: AppOptions = {}): Promise<GharInsightApp> {
  const apollo = createApolloServer();
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  app.use('/api', apiRouter(data));
  app.use(
    '/graphql',
    express.json({ limit: BODY_LIMIT }),
    // Without a JSON body (a GET, or a POST of another content type) Apollo expects an
    // empty object; it then answers with its own 400s (CSRF, missing query) instead of a 500.
    (req, _res, next) => {
      req.body ??= {};
      next();
    },
    expressMiddleware(apollo, { context: async () => ({ data }) }),
  );
  app.use(webApp(webDist));
  app.use(errorHandler);
  return { app, apollo, data };
}
