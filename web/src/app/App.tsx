import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apolloClient';
import { startCacheEviction } from '../lib/cacheEviction';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

// One client and one router for the page's lifetime; unwatched results leave the cache after 5 minutes.
const client = createApolloClient();
startCacheEviction(client);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
