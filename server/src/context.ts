import type { DataStore } from './data/DataStore.js';

/** What every resolver receives: the one data layer. */
export interface GraphQLContext {
  data: DataStore;
}
