import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { loadTypeDefs } from '../../../server/src/graphql/typeDefs.js';

// Builds a selection of every field of an SDL type, so the tests ask for all
// of it and a field the resolvers forget cannot go unnoticed.

const schema = buildSchema(loadTypeDefs());

/**
 * Fields the REST API answers at paths of their own rather than inside the record
 * (`/api/properties/{id}/price-check`, `/api/localities/{city}/{slug}/price-check` and `…/sales`):
 * leave them out when comparing a GraphQL record with its REST twin.
 */
export const OWN_REST_PATH_FIELDS = ['priceCheck', 'sales'] as const;

export function selectAll(typeName: string, omit: readonly string[] = []): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields = Object.values(type.getFields())
    // Omit a field by its name (`priceCheck`) or by type and name (`Property.developer`).
    .filter((field) => !omit.includes(field.name) && !omit.includes(`${typeName}.${field.name}`))
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} ${selectAll(named.name, omit)}` : field.name;
    });
  return `{ ${fields.join(' ')} }`;
}

/** The SDL type a Query field returns, e.g. 'Property' for `properties`. */
export function queryFieldType(fieldName: string): string {
  const field = schema.getQueryType()!.getFields()[fieldName];
  return getNamedType(field.type).name;
}

export const queryFieldNames = () => Object.keys(schema.getQueryType()!.getFields());
