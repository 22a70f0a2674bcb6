import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App as AntdApp } from 'antd';
import { createApolloClient } from '../../web/src/lib/apolloClient.js';
import { GRAPHQL_URL } from './msw.js';

/**
 * Renders a component (or a route element) with a fresh Apollo client talking to
 * msw, and a memory router at `route`. `path` is the route pattern, for pages that
 * read params, e.g. render(<PropertyPage />, { route: '/property/101', path: '/property/:id' }).
 */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*' }: { route?: string; path?: string } = {}) {
  const client = createApolloClient(GRAPHQL_URL);
  const router = createMemoryRouter([{ path, element: ui }, { path: '*', element: <div>Navigated away</div> }], {
    initialEntries: [route],
  });
  const result = render(
    <ApolloProvider client={client}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ApolloProvider>,
  );
  return { ...result, client, router };
}
