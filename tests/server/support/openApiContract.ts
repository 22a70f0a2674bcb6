import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { DataStore } from '../../../server/src/data/DataStore.js';
import { buildOpenApiDocument } from '../../../server/src/rest/openapi.js';
import { restRoutes } from '../../../server/src/rest/restRoutes.js';

// Every REST answer the server tests receive is checked against the OpenAPI document
// (contractSetup.ts wraps fetch): its status must be documented for its path, and its
// body must match that status's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).

type Json = Record<string, any>;

let contract: { document: Json; paths: { pattern: RegExp; template: string }[]; ajv: Ajv2020; compiled: Map<string, ValidateFunction> } | undefined;

function load() {
  if (contract) return contract;
  const document = buildOpenApiDocument(restRoutes(DataStore.fromFixtureDir()), { version: 'test', dataVersion: 'test' }) as Json;
  const paths = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i'),
  }));
  contract = { document, paths, ajv: new Ajv2020({ strict: false, allErrors: false }), compiled: new Map() };
  return contract;
}

/** The OpenAPI template of a path under /api (`/properties/12` -> `/properties/{id}`), if any. */
export function documentedPath(apiPath: string): string | undefined {
  return load().paths.find(({ pattern }) => pattern.test(apiPath))?.template;
}

/** Why a REST answer does not match the document, or undefined when it does. */
export function contractViolation(url: string, status: number, body: unknown): string | undefined {
  const { document, ajv, compiled } = load();
  const { pathname } = new URL(url);
  if (!/^\/api(\/|$)/i.test(pathname)) return undefined;
  const apiPath = pathname.replace(/^\/api/i, '') || '/';
  const template = documentedPath(apiPath);
  let schema: Json | undefined;
  let key: string;
  if (template) {
    const response = document.paths[template].get.responses[String(status)];
    if (!response) return `GET /api${template} answered ${status}, which the document does not list`;
    schema = response.content?.['application/json']?.schema;
    key = `${template} ${status}`;
  } else {
    // A path the API does not have: a documented error.
    if (status < 400) return `GET ${pathname} answered ${status} but is not in the document`;
    schema = { $ref: '#/components/schemas/Error' };
    key = 'error';
  }
  if (!schema) return undefined;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    compiled.set(key, validate);
  }
  if (validate(body)) return undefined;
  return `GET ${pathname} ${status}: ${ajv.errorsText(validate.errors)}`;
}
