import { describe, expect, it } from 'vitest';
import { DataStore } from '../../server/src/data/DataStore.js';
import { restRoutes } from '../../server/src/rest/restRoutes.js';

// The REST parameters' zod schemas are both the document (openapi.ts) and the check
// (apiRouter.ts): every value the document lists is accepted, a value outside it is
// refused by the schema itself, with the data layer's message (issue 21).

const data = DataStore.fromFixtureDir();
const routes = restRoutes(data);
const parameter = (path: string, name: string) => {
  const found = routes.find((route) => route.path === path)?.query?.[name];
  if (!found) throw new Error(`no parameter ${name} on ${path}`);
  return found.schema;
};
const refusal = (path: string, name: string, value: string) => {
  const checked = parameter(path, name).safeParse(value);
  return checked.success ? undefined : checked.error.issues.map((issue) => issue.message).join(' | ');
};

describe('REST parameters', () => {
  it('accept every value their document lists (any case) and refuse others with the data layer message', () => {
    const enums = routes.flatMap((route) =>
      Object.entries(route.query ?? {})
        .map(([name, { schema }]) => ({ path: route.path, name, values: (schema.meta() as { enum?: string[] } | undefined)?.enum }))
        .filter(({ values }) => values !== undefined),
    );
    const checked = enums.filter(({ path }) => ['/properties', '/top-gainers'].includes(path));
    expect(checked.map(({ path, name }) => `${path} ${name}`)).toEqual(['/properties type', '/properties status', '/properties sort', '/top-gainers timeframe']);
    for (const { path, name, values } of checked) {
      for (const value of values!) {
        expect(refusal(path, name, value), `${path} ${name}=${value}`).toBeUndefined();
        expect(refusal(path, name, ` ${value.toUpperCase()} `), `${path} ${name}=${value}`).toBeUndefined();
      }
    }
    expect(refusal('/properties', 'type', 'Castle')).toBe('Unknown type "Castle". Use one of Apartment, Villa, Builder Floor, Plot, Penthouse.');
    expect(refusal('/top-gainers', 'timeframe', '3y')).toBe('Unknown timeframe "3y". Use one of 1y, 2y, 5y.');
  });

  it('check the limits and the city in the schema', () => {
    expect(refusal('/properties', 'bedrooms', '2.5')).toBe('"bedrooms" must be a whole number of 0 or more; got "2.5".');
    expect(refusal('/properties', 'bedrooms', '2')).toBeUndefined();
    expect(refusal('/properties', 'minPrice', '-1')).toBe('"minPrice" must be a number of 0 or more; got "-1".');
    expect(refusal('/search', 'q', 'x'.repeat(101))).toBe('"q" must be at most 100 characters; got 101.');
    expect(refusal('/search', 'limit', '21')).toBe('"limit" must be a whole number from 1 to 20; got "21".');
    expect(refusal('/search', 'limit', '20')).toBeUndefined();
    expect(refusal('/market-data', 'city', 'Atlantis')).toMatch(/^Unknown city "Atlantis"\. Known cities: /);
    expect(refusal('/market-data', 'city', ' pune ')).toBeUndefined();
    // A repeated parameter is not a plain value: a type error, not a value check.
    expect(parameter('/properties', 'type').safeParse(['Villa', 'Plot']).error?.issues[0].code).toBe('invalid_type');
  });
});
