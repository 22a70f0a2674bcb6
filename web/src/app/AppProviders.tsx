import type { ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { PublicUrlProvider } from '../shared/head/PublicUrl';
import { ThemeProvider, type ThemeMode } from './theme';

/**
 * Data and theme providers around the router; tests render the routes inside the same tree.
 * `theme` is the theme the server rendered (absent in a client-only render); `publicUrl` is
 * PUBLIC_URL, the origin of canonical and Open Graph URLs.
 */
export function AppProviders({ client, theme, publicUrl, children }: { client: ApolloClient; theme?: ThemeMode; publicUrl?: string; children: ReactNode }) {
  const themed = <ThemeProvider initialMode={theme}>{children}</ThemeProvider>;
  return (
    <ApolloProvider client={client}>
      {/* Without a value, an outer provider (tests) or the default applies. */}
      {publicUrl ? <PublicUrlProvider value={publicUrl}>{themed}</PublicUrlProvider> : themed}
    </ApolloProvider>
  );
}
