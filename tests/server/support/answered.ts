import { developerModel } from '../../../server/src/data/developers/developerModel.js';
import { propertyModel } from '../../../server/src/data/developers/propertyModel.js';
import type { PropertyDeveloperModel, PropertyDeveloperRecord, PropertyRecord } from '../../../server/src/data/models.js';
import { withProvenance, type FigureType } from '../../../server/src/data/provenance/figures.js';
import { readFixture } from './fixtureFiles.js';

// What the API answers for a fixture record: the record plus what the data layer adds —
// its provenance (provenance/figures.ts; provenance.test.ts checks the values by hand),
// a developer's rating from its delivery record (developerDelivery.test.ts recomputes the
// formula independently) and a property's developer, whose rating is its builder rating
// (developers/propertyModel.ts; developerDelivery.test.ts checks the agreement).

type Json = Record<string, unknown>;

const FIGURE_TYPE_OF_FILE: Record<string, FigureType> = {
  'market-data.json': 'MarketData',
  'price-trends.json': 'PriceTrendRecord',
  'property-type-shares.json': 'PropertyTypeShare',
  'locality-insights.json': 'LocalityInsight',
  'market-analysis.json': 'MarketAnalysis',
  'top-gainers.json': 'TopGainer',
  'transaction-prices.json': 'TransactionPrice',
  'properties.json': 'Property',
  'shopping-malls.json': 'ShoppingMall',
  'theaters.json': 'Theater',
  'localities.json': 'Locality',
};

const developer = (record: PropertyDeveloperRecord) => withProvenance('PropertyDeveloper', developerModel(record)) as unknown as Json;

export function answered(file: string, record: Json): Json {
  if (file === 'property-developers.json') return developer(record as unknown as PropertyDeveloperRecord);
  const type = FIGURE_TYPE_OF_FILE[file];
  if (file === 'properties.json') {
    const owner = (readFixture('property-developers.json') as unknown as PropertyDeveloperRecord[]).find((candidate) => candidate.propertyIds.includes(record.id as string));
    return propertyModel(record as unknown as PropertyRecord, owner ? (developer(owner) as unknown as PropertyDeveloperModel) : null) as unknown as Json;
  }
  return type ? (withProvenance(type, record) as Json) : record;
}

export const answeredAll = (file: string, records: Json[]) => records.map((record) => answered(file, record));
