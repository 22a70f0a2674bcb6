import type { Resolvers } from '../../generated/graphql.js';
import { Locality } from './Locality.js';
import { Property } from './Property.js';
import { Query } from './Query.js';

// Object types resolve by default from the data layer's records, which follow the
// SDL field for field (the mappers in codegen.ts keep them in step).
export const resolvers: Resolvers = { Query, Locality, Property };
