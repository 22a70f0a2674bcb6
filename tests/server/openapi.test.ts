import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { apiRouter } from '../../server/src/rest/apiRouter.js';
import { exampleUrl, openApiPath } from '../../server/src/rest/openapi.js';
import { restRoutes } from '../../server/src/rest/restRoutes.js';
import { startTestServer, type TestServer } from './support/testServer.js';

// GET /api/openapi.json: a valid OpenAPI 3.1 document that lists exactly the paths the router serves.

type Json = Record<string, any>;
let server: TestServer;
let document: Json;
let data: DataStore;
beforeAll(async () => {
  // Built before the server starts, so no test leaves its keep-alive connection idle while it loads the data.
  data = DataStore.fromFixtureDir();
  server = await startTestServer({ data });
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  document = (await response.json()) as Json;
}, 60_000);
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every path the router serves, and serves every path it lists', () => {
    const served = (apiRouter(data).stack as { route?: { path: string } }[]).flatMap((layer) => (layer.route ? [openApiPath(layer.route.path)] : []));
    expect(served.length).toBeGreaterThan(20);
    expect([...served].sort()).toEqual(Object.keys(document.paths).sort());
  });

  it("answers each path's example with 200 (the docs' runnable examples)", async () => {
    for (const route of restRoutes(data)) {
      const response = await fetch(`${server.url}/api${exampleUrl(route)}`);
      expect(response.status, exampleUrl(route)).toBe(200);
      expect(document.paths[openApiPath(route.path)].get.description).toContain(`GET /api${exampleUrl(route)}`);
    }
  });

  it('documents parameters with their enums and limits, and the error shape', () => {
    const topGainers = document.paths['/top-gainers'].get;
    expect(topGainers.parameters.find((p: Json) => p.name === 'timeframe').schema).toEqual({ type: 'string', enum: ['1y', '2y', '5y'], default: '1y' });
    const search = document.paths['/search'].get.parameters.find((p: Json) => p.name === 'q');
    expect(search).toMatchObject({ in: 'query', required: true, schema: { type: 'string', minLength: 1, maxLength: 100 } });
    expect(document.paths['/properties/{id}'].get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(document.components.schemas.Error.properties.error.required).toEqual(['code', 'message']);
    // Field descriptions (with units) come from the SDL.
    expect(document.components.schemas.MarketData.properties.avgPrice.description).toBe('Average residential price, in ₹ per sqft.');
  });
});
