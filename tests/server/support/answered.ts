import { developerModel } from '../../../server/src/data/developers/developerModel.js';
import type { PropertyDeveloperRecord } from '../../../server/src/data/models.js';
import { readFixture } from './fixtureFiles.js';

// What the API answers for a fixture record: the record plus the figures the data layer
// computes from the records (a developer's rating from its delivery record, whose formula
// developerDelivery.test.ts recomputes independently; a property's developer).

type Json = Record<string, unknown>;

const developers = () => readFixture('property-developers.json') as unknown as PropertyDeveloperRecord[];

export function answered(file: string, record: Json): Json {
  if (file === 'property-developers.json') return developerModel(record as unknown as PropertyDeveloperRecord) as unknown as Json;
  if (file === 'properties.json') {
    const owner = developers().find((developer) => developer.propertyIds.includes(record.id as string));
    return { ...record, developer: owner ? developerModel(owner) : null };
  }
  return record;
}

export const answeredAll = (file: string, records: Json[]) => records.map((record) => answered(file, record));
