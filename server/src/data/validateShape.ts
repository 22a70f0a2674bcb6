import {
  GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  parseType,
  typeFromAST,
  type GraphQLOutputType,
} from 'graphql';

// Checks a fixture value against its SDL type, so the fixtures cannot hold a
// field the schema does not know, miss a non-null field, or carry the wrong scalar.
// Problems are collected as "path: what is wrong" lines.

export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function scalarMatches(name: string, value: unknown): boolean {
  switch (name) {
    case 'Int':
      return Number.isInteger(value);
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value);
    case 'String':
    case 'ID':
      return typeof value === 'string';
    case 'Boolean':
      return typeof value === 'boolean';
    default:
      return false;
  }
}

export function checkValue(value: unknown, type: GraphQLOutputType, at: string, problems: string[], schema: GraphQLSchema, declared = type.toString()): void {
  if (isNonNullType(type)) {
    if (value === null || value === undefined) {
      problems.push(`${at}: expected ${type.toString()}, got ${describe(value)}`);
      return;
    }
    checkValue(value, type.ofType, at, problems, schema, declared);
    return;
  }
  if (value === undefined) {
    problems.push(`${at}: missing (use null for a missing ${type.toString()})`);
    return;
  }
  if (value === null) return;
  if (isListType(type)) {
    if (!Array.isArray(value)) {
      problems.push(`${at}: expected ${declared}, got ${describe(value)}`);
      return;
    }
    value.forEach((item, index) => checkValue(item, type.ofType, `${at}[${index}]`, problems, schema));
    return;
  }
  if (isScalarType(type)) {
    if (!scalarMatches(type.name, value)) problems.push(`${at}: expected ${declared}, got ${describe(value)}`);
    return;
  }
  if (isObjectType(type)) {
    checkObject(value, type.name, at, problems, { schema });
    return;
  }
  problems.push(`${at}: the schema type ${String(type)} cannot come from a fixture`);
}

export interface ObjectCheck {
  schema: GraphQLSchema;
  /** Fields of the type that the server computes: the fixture must leave them out. */
  computed?: string[];
  /** Fields the fixture carries beyond the type, with their GraphQL type, e.g. { city: 'String!' }. */
  extra?: Record<string, string>;
}

function checkObject(value: unknown, typeName: string, at: string, problems: string[], check: ObjectCheck): void {
  const { schema, computed = [], extra = {} } = check;
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`No object type ${typeName} in the schema`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problems.push(`${at}: expected a ${typeName} object, got ${describe(value)}`);
    return;
  }
  const record = value as Record<string, unknown>;
  const fields = type.getFields();
  for (const [name, field] of Object.entries(fields)) {
    if (!computed.includes(name)) checkValue(record[name], field.type, `${at}.${name}`, problems, schema);
  }
  for (const [name, typeString] of Object.entries(extra)) {
    const extraType = typeFromAST(schema, parseType(typeString)) as GraphQLOutputType | undefined;
    if (!extraType) throw new Error(`Unknown type ${typeString}`);
    checkValue(record[name], extraType, `${at}.${name}`, problems, schema);
  }
  for (const name of Object.keys(record)) {
    if (computed.includes(name)) problems.push(`${at}.${name}: computed by the server, must not be in the fixture`);
    else if (!(name in fields) && !(name in extra)) problems.push(`${at}.${name}: not a field of ${typeName} in the schema`);
  }
}

/** Checks that `records` is a list of `typeName` objects; returns the problems found. */
export function checkRecords(records: unknown, typeName: string, check: ObjectCheck, at: string): string[] {
  if (!Array.isArray(records)) return [`${at}: expected a JSON array of ${typeName} records, got ${describe(records)}`];
  const problems: string[] = [];
  records.forEach((record, index) => checkObject(record, typeName, `${at}[${index}]`, problems, check));
  return problems;
}
