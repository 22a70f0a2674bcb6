import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { loadTypeDefs } from '../../../server/src/graphql/typeDefs.js';

// Builds a selection of every field of an SDL type, so the tests ask for all
// of it and a field the resolvers forget cannot go unnoticed.

const schema = buildSchema(loadTypeDefs());

export function selectAll(typeName: string, omit: readonly string[] = []): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields = Object.values(type.getFields())
    .filter((field) => !omit.includes(`${typeName}.${field.name}`))
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
