import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { readApolloState, readBootData } from './app/bootData';
import { routes } from './app/routes';
import { createApolloClient } from './lib/apolloClient';
import { startCacheEviction } from './lib/cacheEviction';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A server-rendered page brings the data it was rendered with: the cache starts from
// it, so hydration fetches nothing the server already fetched (cache-first).
const boot = readBootData();
const client = createApolloClient();
const state = readApolloState();
if (state) client.cache.restore(state);
// Unwatched results leave the cache after 5 minutes.
startCacheEviction(client);
const router = createBrowserRouter(routes);

const app = (
  <StrictMode>
    <App client={client} router={router} theme={boot?.theme} publicUrl={boot?.origin} />
  </StrictMode>
);

if (boot?.hydrate) {
  // Inside a transition, hydration yields to the browser between components instead
  // of running as one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
