import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apolloClient';
import { startCacheEviction } from '../lib/cacheEviction';
import { routes } from './routes';
import { ThemeProvider } from './theme';

// One client and one router for the page's lifetime.
const client = createApolloClient();
startCacheEviction(client);
const router = createBrowserRouter(routes);

export function App() {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </ApolloProvider>
  );
}
