import type { ApolloServerPlugin } from '@apollo/server';
import Negotiator from 'negotiator';

// GraphQL over HTTP (the spec graphql-http audits): a request that never ran
// (document parse, validation or variable coercion failed) answers
//   - 400 to a client that accepts application/graphql-response+json (the new format), and
//   - 200 with `errors` to a client that only speaks application/json (the legacy
//     format, where a non-2xx status may be read as a transport failure).
// Apollo Server answers 400 in both cases; this plugin sets 200 for the second.
// The media type is chosen the way Apollo chooses it (Negotiator over the same list),
// so the status always matches the Content-Type Apollo sends.

const JSON_TYPE = 'application/json';
/**
 * The failures of a well-formed request that this covers. A malformed request (no
 * query, a query that is not a string: BAD_REQUEST) stays a 400 for every client.
 */
const DOCUMENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json';

function prefersLegacyJson(accept: string | undefined): boolean {
  if (!accept) return true;
  return new Negotiator({ headers: { accept } }).mediaType([JSON_TYPE, GRAPHQL_RESPONSE_TYPE]) === JSON_TYPE;
}

export function legacyJsonStatusPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ request, response }) {
          if (response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          const requestError = data === undefined && errors !== undefined && errors.length > 0 && errors.every((error) => DOCUMENT_ERROR_CODES.has(String(error.extensions?.code)));
          if (requestError && response.http.status === 400 && prefersLegacyJson(request.http?.headers.get('accept'))) {
            response.http.status = 200;
          }
        },
      };
    },
  };
}
