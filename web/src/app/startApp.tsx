import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apolloClient';
import { startCacheEviction } from '../lib/cacheEviction';
import { hydrationPhase } from '../shared/ui/hydrationPhase';
import { App } from './App';
import { nextTask } from './boot/nextTask';
import { warmApollo, warmPageQuery } from './boot/warmApollo';
import { readApolloState, readBootData } from './bootData';
import { routes } from './routes';

/**
 * Starts the app in #root: hydrates a server-rendered page, or renders afresh. The data
 * layer, the server's data, the router and hydration start in separate tasks: together
 * they were one task of over 100 ms on a phone (4x CPU).
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A server-rendered page brings the data it was rendered with: the cache starts from
  // it, so hydration fetches nothing the server already fetched (cache-first).
  const boot = readBootData();
  const client = createApolloClient('/graphql', { persistedQueries: true });
  await nextTask();
  const state = readApolloState();
  if (state) client.cache.restore(state);
  // Unwatched results leave the cache after 5 minutes.
  startCacheEviction(client);
  await nextTask();
  if (state) {
    await warmApollo(client);
    await nextTask();
    if (boot?.hydrate) await warmPageQuery(client, boot.queries);
  }
  const router = createBrowserRouter(routes);
  // A navigation lets every part of the first page still waiting to hydrate do so (see hydrationPhase).
  router.subscribe(() => hydrationPhase.releaseAll());

  // No style is written at run time (antd's zero-runtime mode and web/build/antdZeroRuntime.ts):
  // they are all in the static stylesheet.
  const app = (
    <StrictMode>
      <App client={client} router={router} theme={boot?.theme} publicUrl={boot?.origin} />
    </StrictMode>
  );

  await nextTask();
  if (boot?.hydrate) {
    // Inside a transition, hydration yields to the browser between components instead
    // of running as one long task.
    hydrationPhase.start();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
