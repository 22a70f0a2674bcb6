import { z } from 'zod';
import type { Parameter, RestRoute } from './restRoutes.js';

// GET /api/openapi.json: the OpenAPI 3.1 document of the REST API, built from the route
// list (restRoutes.ts) and its zod schemas (zod's own JSON Schema output, draft 2020-12,
// which is OpenAPI 3.1's dialect). Named types go to components/schemas.

const ERROR_STATUSES: Record<number, string> = {
  400: 'Bad input: the message names the parameter (code BAD_USER_INPUT).',
  404: 'No record has that id or slug (code NOT_FOUND).',
  429: 'Too many requests from this client; see Retry-After (code TOO_MANY_REQUESTS).',
  408: 'The request did not arrive within the time limit (code REQUEST_TIMEOUT).',
  431: 'The request headers are over 16 kB (code REQUEST_HEADER_FIELDS_TOO_LARGE).',
};

export const ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'REQUEST_TIMEOUT',
  'REQUEST_HEADER_FIELDS_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES).describe('A stable, machine-readable code.'),
      message: z.string().describe('What was wrong, naming the field; meant for people.'),
    }),
  })
  .meta({ id: 'Error', description: 'Every REST error: a status code and this body.' });

/** `/properties/:id` -> `/properties/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The path of the document itself, listed in it like any other path. */
export const OPENAPI_PATH = '/openapi.json';

type JsonObject = Record<string, unknown>;

export function buildOpenApiDocument(routes: readonly RestRoute[], { version, dataVersion }: { version: string; dataVersion: string }): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const schemas: JsonObject = {};
  // One JSON Schema conversion per schema, with named types collected under components.
  const toSchema = (schema: z.ZodType): JsonObject => {
    const { $defs, ...rest } = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'output',
      reused: 'inline',
    }) as JsonObject & { $defs?: JsonObject };
    // zod already names globally registered types; lift them to components.
    Object.assign(schemas, $defs ?? {});
    delete rest.$schema;
    return rest;
  };

  const errorRef = toSchema(errorSchema);
  const errorResponse = (description: string) => ({ description, headers: noStore, content: { 'application/json': { schema: errorRef } } });

  /**
   * A parameter's description and example from its text schema; its schema is the values'
   * own (`value`: integer or number with minimum and maximum, the data layer's zod schema)
   * when it is a number, with the example and default as numbers, else the text schema.
   */
  const describeParameter = (parameter: Parameter): JsonObject => {
    const described = describe(toSchema(parameter.schema));
    if (!parameter.value) return described;
    const { default: fallback } = described.schema as JsonObject;
    return {
      description: described.description,
      ...(described.example !== undefined ? { example: Number(described.example) } : {}),
      schema: { ...toSchema(parameter.value), ...(fallback !== undefined ? { default: Number(fallback) } : {}) },
    };
  };

  for (const route of routes) {
    const parameters = [
      ...Object.entries(route.pathParams ?? {}).map(([name, parameter]) => ({ name, in: 'path', required: true, ...describeParameter(parameter) })),
      ...Object.entries(route.query ?? {}).map(([name, parameter]) => ({ name, in: 'query', required: parameter.required ?? false, ...describeParameter(parameter) })),
    ];
    const responses: JsonObject = {
      200: {
        description: 'The answer.',
        headers: { ETag: etagHeader, 'Cache-Control': { description: route.relativeTime ? RELATIVE_TIME_CACHE : CACHE_DESCRIPTION, schema: { type: 'string' } } },
        content: { [route.csv ? 'text/csv' : 'application/json']: { schema: toSchema(route.response) } },
      },
      304: { description: 'Not modified: the If-None-Match header named the current ETag.' },
      400: errorResponse(ERROR_STATUSES[400]),
      ...(route.notFound ? { 404: errorResponse(ERROR_STATUSES[404]) } : {}),
      408: errorResponse(ERROR_STATUSES[408]),
      429: errorResponse(ERROR_STATUSES[429]),
      431: errorResponse(ERROR_STATUSES[431]),
    };
    const examplePath = exampleUrl(route);
    paths[openApiPath(route.path)] = {
      get: {
        operationId: operationId(route.path),
        summary: route.summary,
        description: [route.description, `Example: \`GET /api${examplePath}\``].filter(Boolean).join('\n\n'),
        parameters,
        responses,
      },
    };
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openApiDocument',
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of the REST API.',
      parameters: [],
      responses: {
        200: { description: 'The document.', headers: { ETag: etagHeader }, content: { 'application/json': { schema: { type: 'object' } } } },
        304: { description: 'Not modified.' },
        429: errorResponse(ERROR_STATUSES[429]),
      },
    },
  };

  const document = {
    openapi: '3.1.0',
    info: {
      title: 'GharInsight REST API',
      version,
      description:
        'Read-only JSON over HTTP for the GharInsight sample data (illustrative figures for Indian cities). ' +
        'Every path is a GET; errors are `{"error":{"code","message"}}`. The same data is at `/graphql` (GraphQL). ' +
        `Answers carry a strong ETag (data version ${dataVersion}) and are cacheable; see the README.`,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: '/api', description: 'This server' }],
    paths,
    components: { schemas },
  };
  // zod refers to named types under #/$defs of each conversion; in the document they are components.
  return JSON.parse(JSON.stringify(document).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonObject;
}

const etagHeader = { description: 'A strong validator of this answer and the data version; send it back in If-None-Match.', schema: { type: 'string' } };
const noStore = { 'Cache-Control': { description: 'no-store: errors are never cached.', schema: { type: 'string', const: 'no-store' } } };
const CACHE_DESCRIPTION = 'public, with max-age, s-maxage and stale-while-revalidate (see the README).';
const RELATIVE_TIME_CACHE = 'public until the next minute: the answer shows ages ("8 hours ago").';

/** A parameter's description and examples sit on the parameter; the rest is its schema. */
function describe(schema: JsonObject): JsonObject {
  const { description, examples, ...rest } = schema;
  return { description, ...(Array.isArray(examples) && examples.length ? { example: examples[0] } : {}), schema: rest };
}

function operationId(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((part, index) => {
      const word = part.startsWith(':') ? `by-${part.slice(1)}` : part;
      const camel = word.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());
      return index === 0 ? camel : camel[0].toUpperCase() + camel.slice(1);
    })
    .join('');
}

/** The example request of a route, as a path under /api with its query string. */
export function exampleUrl(route: RestRoute): string {
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(route.example.path?.[name] ?? name));
  const query = new URLSearchParams(route.example.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
