import {
  buildSchema,
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isInterfaceType,
  isUnionType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import { loadTypeDefs } from '../graphql/typeDefs.js';

// The REST answers are the data layer's records, which are the SDL's types (models.ts),
// so their response schemas are made from schema/*.graphql: one description per field
// (units included) for GraphQL and OpenAPI alike, and a field added to the SDL is in
// both documents. Each object type becomes one zod schema with its name as `id`, so the
// OpenAPI document refers to it under components/schemas.

const SCALARS: Record<string, () => z.ZodType> = {
  String: () => z.string(),
  ID: () => z.string(),
  Int: () => z.int32(),
  Float: () => z.number(),
  Boolean: () => z.boolean(),
};

/**
 * Fields that only GraphQL resolves, on request, from other records (a locality's price check and
 * sales, a home's price check): the REST record of the type does not carry them; each has a REST
 * path of its own.
 */
export const GRAPHQL_ONLY_FIELDS: Record<string, readonly string[]> = {
  Locality: ['priceCheck', 'sales'],
  Property: ['priceCheck'],
};

export class SdlSchemas {
  private readonly schema: GraphQLSchema;
  private readonly named = new Map<string, z.ZodType>();

  constructor(
    typeDefs: string = loadTypeDefs(),
    private readonly graphqlOnly: Record<string, readonly string[]> = GRAPHQL_ONLY_FIELDS,
  ) {
    this.schema = buildSchema(typeDefs);
  }

  /** The zod schema of a named SDL type (object or enum), e.g. `MarketData`. */
  type(name: string): z.ZodType {
    const type = this.schema.getType(name);
    if (!type) throw new Error(`No type ${name} in the SDL`);
    return this.named.get(name) ?? this.build(type as GraphQLOutputType);
  }

  /** The schema of what a Query field answers, nullability and lists as the SDL says (`marketData` -> MarketData). */
  queryField(field: string): z.ZodType {
    const found = this.schema.getQueryType()?.getFields()[field];
    if (!found) throw new Error(`No Query field ${field} in the SDL`);
    return this.output(found.type);
  }

  private output(type: GraphQLOutputType): z.ZodType {
    if (type instanceof GraphQLNonNull) return this.required(type.ofType);
    return this.required(type).nullable();
  }

  private required(type: GraphQLOutputType): z.ZodType {
    if (type instanceof GraphQLNonNull) return this.required(type.ofType);
    if (type instanceof GraphQLList) return z.array(this.output(type.ofType));
    return this.named.get(type.name) ?? this.build(type);
  }

  private build(type: GraphQLOutputType): z.ZodType {
    if (type instanceof GraphQLScalarType) {
      const make = SCALARS[type.name];
      if (!make) throw new Error(`No JSON schema for the scalar ${type.name}`);
      return make();
    }
    if (type instanceof GraphQLEnumType) {
      const values = type.getValues().map((value) => value.name) as [string, ...string[]];
      const schema = z.enum(values).meta({ id: type.name, description: type.description ?? undefined });
      this.named.set(type.name, schema);
      return schema;
    }
    if (type instanceof GraphQLObjectType) {
      const fields = type.getFields();
      const shape: Record<string, z.ZodType> = {};
      // Getters: a type may refer to itself or to one that refers back (zod resolves them lazily).
      const skipped = this.graphqlOnly[type.name] ?? [];
      for (const [name, field] of Object.entries(fields)) {
        if (skipped.includes(name)) continue;
        let built: z.ZodType | undefined;
        Object.defineProperty(shape, name, {
          enumerable: true,
          get: () => {
            if (!built) {
              const base = this.output(field.type);
              // A nullable field may be left out of the JSON (the record has no such key) or be null.
              const optional = field.type instanceof GraphQLNonNull ? base : base.optional();
              built = field.description ? optional.describe(field.description) : optional;
            }
            return built;
          },
        });
      }
      const schema = z.object(shape).meta({ id: type.name, description: type.description ?? undefined });
      this.named.set(type.name, schema);
      return schema;
    }
    if (isInterfaceType(type) || isUnionType(type)) throw new Error(`Interfaces and unions have no REST schema yet (${type.name})`);
    throw new Error(`Unexpected type ${String(type)}`);
  }
}
