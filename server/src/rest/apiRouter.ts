import { Router, type Request } from 'express';
import type { DataStore } from '../data/DataStore.js';
import { BadInputError, clipInput, quoteInput } from '../data/errors.js';
import { AnswerCache, CachedAnswer, sendKept } from '../http/answerCache.js';
import { sendDataError, sendError } from '../http/errorResponses.js';
import { buildOpenApiDocument, OPENAPI_PATH } from './openapi.js';
import { restRoutes, type Parameter, type RestRoute } from './restRoutes.js';

// The REST paths of spec section 7 as thin adapters over the data layer, registered once
// in restRoutes.ts (which the OpenAPI document is built from too): each reads its query
// string and path, checked against the route's zod schemas, calls the same methods as the
// GraphQL resolvers, and answers plain JSON (lists as arrays, single items as objects).
// Every 200 answer is kept as bytes in the answer cache, whose look-up (answerCache.ts,
// ahead of this router) sends it afterwards.

const JSON_TYPE = 'application/json; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';

/**
 * The route's query parameters, each given at most once as a plain value (its zod schema
 * is a string, so a repeated `city=a&city=b` or a bracketed `city[]=` fails it). A
 * differently cased name (`City=`) or a bracketed form of a known name is bad input
 * rather than silently ignored (which answered the default city's data). Other
 * parameters a route does not read are ignored (cache-busters and the like). A value the
 * schema checks (restRoutes.ts) is refused here, with the data layer's message, in the
 * order the route lists its parameters.
 */
function readQuery(req: Request, params: Record<string, Parameter>): Record<string, string | undefined> {
  const names = Object.keys(params);
  for (const key of Object.keys(req.query)) {
    const bare = key.replace(/\[.*$/s, '').toLowerCase();
    const name = names.find((known) => key !== known && bare === known.toLowerCase());
    if (name) throw new BadInputError(`Unknown query parameter ${quoteInput(key)}; did you mean "${name}"?`);
  }
  const values: Record<string, string | undefined> = {};
  for (const [name, { schema }] of Object.entries(params)) {
    const value = req.query[name];
    if (value === undefined) continue;
    const checked = schema.safeParse(value);
    if (!checked.success) {
      // A value the schema's own check refused carries the data layer's message; anything else is a repeated or bracketed form.
      const refused = checked.error.issues.find((issue) => issue.code === 'custom');
      throw new BadInputError(refused ? refused.message : `The query parameter "${name}" must be given once.`);
    }
    values[name] = checked.data;
  }
  return values;
}

export interface ApiRouterOptions {
  cache?: AnswerCache;
  routes?: RestRoute[];
  /** The app's version, shown in the OpenAPI document. */
  version?: string;
}

export function apiRouter(data: DataStore, { cache = new AnswerCache(() => data.version), routes = restRoutes(data), version = '0.1.0' }: ApiRouterOptions = {}): Router {
  const router = Router();

  // Only reads exist (spec section 7: all calls are GETs with no body).
  router.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    res.setHeader('Allow', 'GET, HEAD');
    sendError(res, 405, 'METHOD_NOT_ALLOWED', `${clipInput(req.method)} is not allowed on ${clipInput(req.baseUrl + req.path)}; the API is read-only (GET).`);
  });

  // Only 200s are kept, under the key the look-up gave the request (the whole URL).
  const answer = (req: Request, res: Parameters<Parameters<Router['get']>[1]>[1], body: string, relativeTime = false, attachment?: string) => {
    const made = new CachedAnswer(body, attachment ? CSV_TYPE : JSON_TYPE, data.version, relativeTime, {
      route: `${req.baseUrl}${(req.route as { path: string }).path}`,
      disposition: attachment ? `attachment; filename="${attachment}"` : undefined,
    });
    cache.keep(req, made);
    sendKept(req, res, made, false);
  };

  for (const route of routes) {
    router.get(route.path, (req, res) => {
      let body: string;
      let attachment: string | undefined;
      try {
        const query = readQuery(req, route.query ?? {});
        const params = Object.fromEntries(Object.keys(route.pathParams ?? {}).map((name) => [name, String(req.params[name])]));
        const read = route.read({ query, params });
        body = route.csv ? String(read) : JSON.stringify(read);
        attachment = route.csv?.filename(params);
      } catch (error) {
        return sendDataError(res, error);
      }
      answer(req, res, body, route.relativeTime, attachment);
    });
  }

  // Built when first asked for (a few hundred ms of zod-to-JSON-Schema work kept out of start-up).
  let openApiDocument: string | undefined;
  router.get(OPENAPI_PATH, (req, res) => answer(req, res, (openApiDocument ??= JSON.stringify(buildOpenApiDocument(routes, { version, dataVersion: data.version })))));

  router.use((req, res) => sendError(res, 404, 'NOT_FOUND', `No API path ${clipInput(req.baseUrl + req.path)}. See the README for the list.`));
  return router;
}
