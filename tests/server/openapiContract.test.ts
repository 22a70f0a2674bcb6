import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer.js';

// Issue 36, item 3: the contract states the limits, and the server keeps them. Driven by
// /api/openapi.json itself: for every documented number parameter with a minimum or a
// maximum, the path's documented example request with that parameter at the minimum and at
// the maximum answers 200, and one step beyond each (1 for an integer, 0.01 for a number)
// answers the documented 400 (BAD_USER_INPUT, the message naming the parameter).

type Json = Record<string, any>;

let server: TestServer;
let document: Json;
beforeAll(async () => {
  server = await startTestServer();
  document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Json;
}, 60_000);
afterAll(() => server.close());

/**
 * What a parameter needs beside the example, as its description says: carpetAreaSqft is
 * given instead of bedrooms ("or give bedrooms"), and a rent-or-buy price comes with a city
 * and locality instead of a property ("Give `property`, or `price` + `city` + `locality`").
 */
const ALONGSIDE: Record<string, { drop: string[]; set?: Record<string, string> }> = {
  '/affordability carpetAreaSqft': { drop: ['bedrooms'] },
  '/rent-vs-buy price': { drop: ['property'], set: { city: 'Pune', locality: 'baner' } },
};

interface Bounded {
  path: string;
  name: string;
  type: 'integer' | 'number';
  minimum?: number;
  maximum?: number;
  example: URL;
}

/** The documented number parameters with bounds, each with its path's example request (from the operation's description). */
function boundedParameters(): Bounded[] {
  const found: Bounded[] = [];
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    const example = /Example: `GET \/api([^`]+)`/.exec(item.get.description ?? '')?.[1];
    for (const parameter of item.get.parameters as Json[]) {
      const { type, minimum, maximum } = parameter.schema as Json;
      if ((type !== 'integer' && type !== 'number') || (minimum === undefined && maximum === undefined)) continue;
      expect(example, `${path} documents an example`).toBeDefined();
      expect(parameter.in, `${path} ${parameter.name}`).toBe('query');
      found.push({ path, name: parameter.name, type, minimum, maximum, example: new URL(`${server.url}/api${example}`) });
    }
  }
  return found;
}

async function ask(parameter: Bounded, value: number): Promise<{ status: number; body: Json }> {
  const url = new URL(parameter.example);
  const alongside = ALONGSIDE[`${parameter.path} ${parameter.name}`];
  for (const name of alongside?.drop ?? []) url.searchParams.delete(name);
  for (const [name, given] of Object.entries(alongside?.set ?? {})) url.searchParams.set(name, given);
  url.searchParams.set(parameter.name, String(value));
  const response = await fetch(url);
  // A CSV path answers text; its errors are JSON like every other.
  const text = await response.text();
  return { status: response.status, body: response.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as Json) : { text } };
}

describe('the limits /api/openapi.json states', () => {
  it('declares the numbers as integer or number with their bounds (the ones the issue names among them)', () => {
    const bounded = boundedParameters();
    const named = (path: string, name: string) => bounded.find((parameter) => parameter.path === path && parameter.name === name);
    expect(named('/search', 'limit')).toMatchObject({ type: 'integer', minimum: 1, maximum: 20 });
    expect(named('/purchase-cost', 'price')).toMatchObject({ type: 'integer', minimum: 1, maximum: 5_000_000_000 });
    expect(named('/affordability', 'rate')).toMatchObject({ type: 'number', minimum: 0, maximum: 30 });
    expect(named('/rent-vs-buy', 'years')).toMatchObject({ type: 'integer', minimum: 1, maximum: 30 });
    // No number parameter is left as text with a digits pattern.
    for (const item of Object.values<Json>(document.paths))
      for (const parameter of item.get.parameters as Json[]) expect(`${parameter.name}: ${parameter.schema.pattern ?? ''}`).not.toMatch(/^(?!id:|property:).*\\d\+?\(/);
    expect(bounded.length).toBeGreaterThan(25);
  });

  it('are what the server keeps: each bound answers 200 and one step beyond it the documented 400', { timeout: 120_000 }, async () => {
    const bounded = boundedParameters();
    expect(bounded.length, 'documented number parameters with bounds').toBeGreaterThan(0);
    for (const parameter of bounded) {
      const step = parameter.type === 'integer' ? 1 : 0.01;
      const label = `${parameter.path} ${parameter.name}`;
      for (const [bound, beyond] of [
        [parameter.minimum, parameter.minimum === undefined ? undefined : parameter.minimum - step],
        [parameter.maximum, parameter.maximum === undefined ? undefined : parameter.maximum + step],
      ]) {
        if (bound === undefined || beyond === undefined) continue;
        const at = await ask(parameter, bound);
        expect(at.status, `${label}=${bound}: ${JSON.stringify(at.body).slice(0, 200)}`).toBe(200);
        const past = await ask(parameter, Number(beyond.toFixed(2)));
        expect(past.status, `${label}=${beyond}`).toBe(400);
        expect(past.body.error.code, `${label}=${beyond}`).toBe('BAD_USER_INPUT');
        expect(past.body.error.message, `${label}=${beyond}`).toContain(parameter.name);
      }
    }
  });
});
