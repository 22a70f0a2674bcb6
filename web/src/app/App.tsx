import type { ApolloClient } from '@apollo/client';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { ThemeMode } from './theme';

/** The browser's app: one client and one router for the page's lifetime (made in main.tsx). */
export function App({ client, router, theme, publicUrl }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter>; theme?: ThemeMode; publicUrl?: string }) {
  return (
    <AppProviders client={client} theme={theme} publicUrl={publicUrl}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
