import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { GraphQLFormattedError } from 'graphql';
import type { GraphQLContext } from '../context.js';
import { BadInputError } from '../data/errors.js';
import { aliasLimitRule, depthLimitRule, MAX_TOKENS } from './limits.js';
import { readOnlyRule } from './readOnlyRule.js';
import { resolvers } from './resolvers/index.js';
import { loadTypeDefs } from './typeDefs.js';

/**
 * The GraphQL server. The data set is public and read-only, so introspection and
 * Apollo's Sandbox landing page are on in every mode (the README says so).
 */
export function createApolloServer(): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: true,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: [readOnlyRule, depthLimitRule, aliasLimitRule],
    plugins: [ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false })],
    formatError: toClientError,
  });
}

/** Bad input keeps its message and gets BAD_USER_INPUT; a bug never leaks its details. */
export function toClientError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof BadInputError) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error(original);
    return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}
