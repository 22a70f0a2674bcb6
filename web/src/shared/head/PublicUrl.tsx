import { createContext, useContext, type ReactNode } from 'react';

// The public origin (PUBLIC_URL on the server, e.g. https://gharinsight.example) for
// absolute URLs in the head: canonical, og:url, og:image, JSON-LD. The server and the
// browser entries provide the same value, so both render the same head; never read
// from window.location (a server render has none, and the Host header is the client's).

export const DEFAULT_PUBLIC_URL = 'http://localhost:4000';

const PublicUrlContext = createContext<string>(DEFAULT_PUBLIC_URL);

/** Provides the public origin, without a trailing slash (one is removed if given). */
export function PublicUrlProvider({ value, children }: { value: string; children: ReactNode }) {
  return <PublicUrlContext.Provider value={value.replace(/\/+$/, '')}>{children}</PublicUrlContext.Provider>;
}

/** The public origin, e.g. 'https://gharinsight.example' (DEFAULT_PUBLIC_URL without a provider). */
export function usePublicUrl(): string {
  return useContext(PublicUrlContext);
}
