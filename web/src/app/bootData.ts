import type { NormalizedCacheObject } from '@apollo/client';
import type { ThemeMode } from './theme';

// What the server-rendered page hands the browser: two JSON blocks (not scripts, so the
// Content-Security-Policy needs no hash for them), written by server/src/render/pageHtml.ts.

/** A query the server ran to render the page: its operation name and variables. */
export interface RenderedQuery {
  operationName: string;
  variables: Record<string, unknown>;
}

export const BOOT_DATA_ID = 'gharinsight-boot';
export const APOLLO_STATE_ID = 'gharinsight-apollo-state';

export interface BootData {
  /** The theme the server rendered with. */
  theme: ThemeMode;
  /** PUBLIC_URL, the origin of canonical and Open Graph URLs. */
  origin: string;
  /** Hydrate the server's markup (false: a query failed on the server, render afresh). */
  hydrate: boolean;
  /** The queries the page was rendered with, read from the restored cache before hydration (boot/warmApollo.ts). */
  queries: RenderedQuery[];
  /** Register the service worker (SERVICE_WORKER on); false: remove one this browser has (docs/offline.md). */
  serviceWorker?: boolean;
}

function readJsonBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

/** The server's boot data, or undefined when the page was not server-rendered (the Vite dev server). */
export const readBootData = () => readJsonBlock<BootData>(BOOT_DATA_ID);

export const readApolloState = () => readJsonBlock<NormalizedCacheObject>(APOLLO_STATE_ID);
