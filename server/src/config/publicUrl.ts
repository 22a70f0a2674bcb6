// PUBLIC_URL: the origin the site is reached at (https://gharinsight.example). Canonical
// links, og:url and the sitemap's absolute URLs come from it, never from the request's
// Host header (a client chooses that header; a cached page would keep its choice).

export const DEFAULT_PORT = 4000;

/** A setting with a value the server cannot use: start-up prints the message and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * The public origin without a trailing slash: PUBLIC_URL when set, else
 * `http://localhost:{PORT}` (PORT default 4000). Throws a message naming the setting
 * when PUBLIC_URL is not an absolute http(s) URL, so start-up stops there.
 */
export function publicUrl(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.PUBLIC_URL?.trim();
  if (!given) return `http://localhost:${env.PORT?.trim() || DEFAULT_PORT}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL such as https://gharinsight.example, got "${given}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must start with http:// or https://, got "${given}"`);
  }
  // The app's routes start at /, so only an origin fits (no path prefix, query or credentials).
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must be an origin only (scheme, host and optional port), got "${given}"`);
  }
  return url.origin;
}
