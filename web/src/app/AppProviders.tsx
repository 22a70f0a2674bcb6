import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider, type ThemeMode } from './theme';

/**
 * Data and theme providers around the router; tests render the routes inside the same tree.
 * `theme` is the theme the server rendered (absent in a client-only render).
 */
export function AppProviders({ client, theme, children }: { client: ApolloClient; theme?: ThemeMode; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <ThemeProvider initialMode={theme}>{children}</ThemeProvider>
    </ApolloProvider>
  );
}
