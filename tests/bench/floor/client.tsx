import { hydrateRoot } from 'react-dom/client';
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FLOOR_STATE_ID, floorRoutes } from './FloorApp';

// The floor page's browser entry, built by Vite as the app is (floorPage.ts): restores the
// server's Apollo cache, so the query is answered without a request, then hydrates.
const state = document.getElementById(FLOOR_STATE_ID)?.textContent;
const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache().restore(state ? JSON.parse(state) : {}),
});
hydrateRoot(
  document.getElementById('root')!,
  <ApolloProvider client={client}>
    <RouterProvider router={createBrowserRouter(floorRoutes)} />
  </ApolloProvider>,
);
