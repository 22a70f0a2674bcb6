import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { BadInputError, MAX_QUOTED_INPUT, quoteInput } from '../data/errors.js';
import { BROWSER_MAX_AGE_S } from '../http/cachePolicy.js';
import type { Logger } from '../http/logger.js';
import { graphqlMetricsPlugin } from '../http/metrics.js';
import { aliasLimitRule, depthLimitRule, MAX_RECURSIVE_SELECTIONS, MAX_TOKENS } from './limits.js';
import { queryCostPlugin } from './queryCost.js';
import { readOnlyRule } from './readOnlyRule.js';
import { resolvers } from './resolvers/index.js';
import { legacyJsonStatusPlugin } from './responseStatus.js';
import { loadTypeDefs } from './typeDefs.js';

/**
 * Apollo's caches are LRU caches sized by an estimate (the JSON length of what they
 * hold), and a parsed document takes several times its JSON length in memory: the
 * default 30 MiB let 10,000 unique documents add about 130 MB. These bounds keep
 * both caches to a few tens of MB of real memory whatever clients send.
 */
const DOCUMENT_STORE_BYTES = 2 * 2 ** 20;
const PERSISTED_QUERY_CACHE_BYTES = 2 * 2 ** 20;

/**
 * At shutdown, requests in flight get this long to finish before their sockets are
 * closed; with main.ts's 2.5 s of lame duck and settling before it, below the 10 s limit, so the
 * process still exits 0 after it.
 */
export const DRAIN_GRACE_MS = 6_000;

export interface ApolloServerOptions {
  /** The server Apollo's drain plugin waits on at shutdown (in-flight operations finish). */
  httpServer?: Server;
  logger?: Logger;
  /** Where persisted queries are kept beyond this process (REDIS_URL): wraps the in-memory cache. */
  sharePersistedQueries?: (memory: KeyValueCache<string>) => KeyValueCache<string>;
}

/**
 * The GraphQL server. The data set is public and read-only, so introspection and
 * Apollo's Sandbox landing page are on in every mode (the README says so).
 *
 * csrfPrevention is off: it exists to stop a browser page from another site making a
 * visitor's browser send a state-changing request with the visitor's cookies. This API
 * is public, read-only and uses no cookies or other ambient credentials, so there is
 * nothing to forge; with it on, plain GET queries (and the GraphQL-over-HTTP audits)
 * were refused without an `apollo-require-preflight` header.
 *
 * Apollo's own SIGTERM/SIGINT handling is off (stopOnTerminationSignals): main.ts owns
 * the one shutdown path, which stops HTTP first and lets the drain plugin finish the
 * operations in flight (Apollo stopping on the signal first answered them with 500s).
 */
export function createApolloServer({ httpServer, logger, sharePersistedQueries = (memory) => memory }: ApolloServerOptions = {}): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: true,
    csrfPrevention: false,
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: false,
    logger: logger ? apolloLogger(logger) : undefined,
    parseOptions: { maxTokens: MAX_TOKENS },
    maxRecursiveSelections: MAX_RECURSIVE_SELECTIONS,
    validationRules: [readOnlyRule, depthLimitRule, aliasLimitRule],
    documentStore: new InMemoryLRUCache<never>({ maxSize: DOCUMENT_STORE_BYTES }),
    persistedQueries: { cache: sharePersistedQueries(new InMemoryLRUCache<string>({ maxSize: PERSISTED_QUERY_CACHE_BYTES })) },
    plugins: [
      ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false }),
      // Every answer's lifetime: the SDL's @cacheControl hints, else BROWSER_MAX_AGE_S (graphqlHttp.ts keeps and labels answers by it).
      ApolloServerPluginCacheControl({ defaultMaxAge: BROWSER_MAX_AGE_S }),
      ...(httpServer ? [ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: DRAIN_GRACE_MS })] : []),
      queryCostPlugin<GraphQLContext>(),
      legacyJsonStatusPlugin<GraphQLContext>(),
      graphqlMetricsPlugin<GraphQLContext>(),
    ],
    formatError: (formatted, error) => toClientError(formatted, error, logger),
  });
}

/**
 * graphql-js quotes the client's names and values in its messages (`Cannot query field
 * "…" on type "Query".`); a 90 kB field name would come back whole. Any quoted part
 * longer than MAX_QUOTED_INPUT is cut like the data layer's messages.
 */
function clipQuotedInput(message: string): string {
  return message.replace(new RegExp(`"([^"]{${MAX_QUOTED_INPUT + 1},})"`, 'g'), (_quoted, inner: string) => quoteInput(inner));
}

/** Apollo's request errors it raises without a code (an APQ version or hash mismatch) and the code they get. */
function requestErrorCode(message: string): string {
  return message === 'Unsupported persisted query version' ? 'PERSISTED_QUERY_NOT_SUPPORTED' : 'BAD_REQUEST';
}

/**
 * Bad input keeps its message and gets BAD_USER_INPUT; a request Apollo refused with
 * a 4xx keeps its message and gets a code of its own; a bug never leaks its details
 * and is the only case logged with its stack.
 */
export function toClientError(formatted: GraphQLFormattedError, error: unknown, logger?: Logger): GraphQLFormattedError {
  formatted = { ...formatted, message: clipQuotedInput(formatted.message) };
  const original = unwrapResolverError(error);
  if (original instanceof BadInputError) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    const status = original instanceof GraphQLError ? (original.extensions.http as { status?: number } | undefined)?.status : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return { message: formatted.message, extensions: { code: requestErrorCode(formatted.message) } };
    }
    if (logger) logger.error({ err: original }, 'GraphQL operation failed');
    else console.error(original);
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/** Apollo's own messages (start-up, drain) through the app's logger. */
function apolloLogger(logger: Logger) {
  return {
    debug: (message: string) => logger.debug(message),
    info: (message: string) => logger.info(message),
    warn: (message: string) => logger.warn(message),
    error: (message: string) => logger.error(message),
  };
}
