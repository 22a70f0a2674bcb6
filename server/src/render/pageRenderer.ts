import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { GraphQLContext } from '../context.js';
import type { DataStore } from '../data/DataStore.js';
import type * as EntryServer from '../../../web/src/entry-server.js';
import { ClientManifest } from './clientManifest.js';
import { PageTemplate } from './pageTemplate.js';
import type { RenderedPage } from './renderCache.js';

// Renders one page of the web app on the server, with its data, into a whole HTML
// document. The React side (routes, Apollo) is web/src/entry-server.tsx,
// built by `npm run build` into web/dist-server; its GraphQL operations run here,
// in-process, through Apollo Server's executeOperation: the same validation, limits and
// error formatting as POST /graphql, without an HTTP round trip.

export type ThemeMode = EntryServer.ThemeMode;

export interface PageRendererOptions {
  /** The browser build (web/dist): index.html and .vite/manifest.json. */
  distDir: string;
  /** The server build (web/dist-server). */
  serverDir: string;
  apollo: ApolloServer<GraphQLContext>;
  /** The data, or a function giving the current data (read once per render: a reload does not change a render under way). */
  data: DataStore | (() => DataStore);
  /** PUBLIC_URL, e.g. 'https://gharinsight.example': the origin the pages name themselves by. */
  publicUrl: string;
  /** Whether pages have the app register the service worker (SERVICE_WORKER); otherwise the app removes one. Default on. */
  serviceWorker?: boolean;
}

export class PageRenderer {
  private constructor(
    private readonly entry: typeof EntryServer,
    private readonly template: PageTemplate,
    private readonly manifest: ClientManifest,
    private readonly options: PageRendererOptions,
  ) {}

  /** The renderer, or undefined when the web app has no server build (then the app is served client-rendered). */
  static async load(options: PageRendererOptions): Promise<PageRenderer | undefined> {
    const entryFile = path.join(options.serverDir, 'entry-server.js');
    if (!existsSync(entryFile) || !existsSync(path.join(options.distDir, '.vite', 'manifest.json'))) return undefined;
    // React and antd pick their production builds (and antd its production class
    // names, which the browser bundle uses) only when NODE_ENV says so before they load.
    process.env.NODE_ENV ??= 'production';
    const entry = (await import(pathToFileURL(entryFile).href)) as typeof EntryServer;
    return new PageRenderer(entry, PageTemplate.read(options.distDir), ClientManifest.read(options.distDir), options);
  }

  /** index.html without Vite's tags: its inline scripts are the ones every page has. */
  get templateHtml(): string {
    return this.template.html;
  }

  themeOf(cookieHeader: string | undefined): ThemeMode {
    return this.entry.themeFromCookieHeader(cookieHeader);
  }

  async render(url: string, theme: ThemeMode): Promise<RenderedPage> {
    const { apollo, publicUrl, serviceWorker = true } = this.options;
    const data = typeof this.options.data === 'function' ? this.options.data() : this.options.data;
    const result = await this.entry.render({
      url,
      origin: publicUrl,
      theme,
      execute: async ({ query, variables, operationName }) => {
        const response = await apollo.executeOperation({ query, variables, operationName }, { contextValue: { data } });
        if (response.body.kind !== 'single') throw new Error('The server render does not use incremental delivery');
        return response.body.singleResult;
      },
    });
    if (result.redirect) return { status: result.status, redirect: result.redirect, html: '' };
    const assets = this.manifest.assetsFor(result.pageFiles);
    const html = this.template.fill({
      theme,
      head: result.head,
      scripts: { entry: assets.entry, preload: assets.preload },
      body: result.body,
      boot: { theme, origin: publicUrl, hydrate: !result.queryFailed, queries: result.queries, serviceWorker },
      apolloState: result.apolloState,
    });
    return { status: result.status, html };
  }
}
