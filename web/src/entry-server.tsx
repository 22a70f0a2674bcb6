import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Observable } from 'rxjs';
import { AppProviders } from './app/AppProviders';
import { HttpStatusProvider, type HttpStatusRecord } from './shared/httpStatus';
import { pageSourceFile } from './app/lazyPage';
import { createApolloCache } from './lib/apolloClient';
import { routes } from './app/routes';
import type { ThemeMode } from './app/theme';
import type { RenderedQuery } from './app/bootData';

// The server side of the web app, built by Vite into web/dist-server and called by
// server/src/render. It renders one URL to HTML with its data: the route's GraphQL
// operations run in the server's own process (`execute`), never over HTTP.

export { themeFromCookieHeader } from './app/theme';
export type { ThemeMode };

export interface GraphQLOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** Path and query string, e.g. '/dashboard?city=Pune'. */
  url: string;
  /** PUBLIC_URL: the origin the router and the head tags see. */
  origin: string;
  theme: ThemeMode;
  /** Runs a GraphQL operation against the server's schema, with its validation and limits. */
  execute: (operation: GraphQLOperation) => Promise<FormattedExecutionResult>;
}

export interface RenderResult {
  /** 200, or the status a view asked for (404 for the not-found views), or 500 for the route error view. */
  status: number;
  /** The tags React hoisted (title, meta, link), for <head>. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
  /** The Apollo cache after the render, for the browser to restore before it hydrates. */
  apolloState: object;
  /**
   * A query failed: Apollo keeps no errors in its cache, so a hydrating browser would
   * render 'loading' where the server rendered the error. Such a page is rendered
   * afresh in the browser instead of hydrated.
   */
  queryFailed: boolean;
  /** Source files (Vite manifest keys) of the lazily loaded pages this URL rendered. */
  pageFiles: string[];
  /** The queries the render ran, in the order it ran them: the browser reads each from its cache before it hydrates. */
  queries: RenderedQuery[];
  /** Set when the route redirected. */
  redirect?: string;
}

/** Apollo link that runs each operation in-process through `execute`, telling `onOperation` of each. */
function inProcessLink(execute: RenderRequest['execute'], onErrors: () => void, onOperation: (query: RenderedQuery) => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        onOperation({ operationName: operation.operationName ?? '', variables: operation.variables });
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            if (result.errors?.length) onErrors();
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => {
            onErrors();
            observer.error(error);
          });
      }),
  );
}

/** The hoistable tags React emits before the markup when the root is not a whole document. */
/** The longest a page may take to render; the slowest route renders cold in about 0.4 s. */
export const RENDER_TIME_LIMIT_MS = 10_000;

const LEADING_HEAD_TAGS = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script type="application\/ld\+json">[\s\S]*?<\/script>)+/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  const head = LEADING_HEAD_TAGS.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}

export async function render({ url, origin, theme, execute }: RenderRequest): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) {
    return { status: context.status, head: '', body: '', apolloState: {}, queryFailed: false, pageFiles: [], queries: [], redirect: context.headers.get('Location') ?? '/' };
  }

  let queryFailed = false;
  const queries = new Map<string, RenderedQuery>();
  const client = new ApolloClient({
    ssrMode: true,
    link: inProcessLink(
      execute,
      () => {
        queryFailed = true;
      },
      (query) => queries.set(JSON.stringify(query), query),
    ),
    cache: createApolloCache(),
  });
  const router = createStaticRouter(handler.dataRoutes, context);
  const status: HttpStatusRecord = { code: context.statusCode };

  const tree = (
    <StrictMode>
      <HttpStatusProvider value={status}>
        <AppProviders client={client} theme={theme} publicUrl={origin}>
          {/* hydrate={false}: the router's own inline state script is not needed (no loaders) and would break the CSP. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </HttpStatusProvider>
    </StrictMode>
  );

  // A render that never settles (a component waiting on something that will not come)
  // must not hold the request: after RENDER_TIME_LIMIT_MS it fails, and the server sends
  // the client-rendered page instead.
  const signal = AbortSignal.timeout(RENDER_TIME_LIMIT_MS);
  const { result } = await prerenderStatic({
    tree,
    signal,
    // progressiveChunkSize: without it React moves a finished Suspense block of over
    // 12.8 kB to the end of the document, revealed by a script: without JavaScript only
    // the skeleton would show.
    renderFunction: (node) => prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY, signal }),
  });
  const { head, body } = splitHoistedHead(result);

  const pageFiles = context.matches
    .map((match) => pageSourceFile((match.route.element as { type?: unknown } | undefined)?.type))
    .filter((file): file is string => !!file);

  return {
    status: context.errors ? 500 : status.code,
    head,
    body,
    apolloState: client.extract() as object,
    queryFailed,
    pageFiles,
    queries: [...queries.values()],
  };
}
