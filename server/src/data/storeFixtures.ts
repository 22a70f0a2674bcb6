import { developerModel } from './developers/developerModel.js';
import { propertyModel } from './developers/propertyModel.js';
import type { Fixtures, PropertyModel, StoredFixtures } from './models.js';
import { withProvenance, type FigureType } from './provenance/figures.js';
import { placeLocalities } from './geo/placeLocalities.js';

/** The SDL type of each figure-carrying fixture's records (provenance/figures.ts says where each comes from). */
const FIGURE_TYPE_OF = {
  marketData: 'MarketData',
  priceTrends: 'PriceTrendRecord',
  propertyTypeShares: 'PropertyTypeShare',
  localityInsights: 'LocalityInsight',
  marketAnalysis: 'MarketAnalysis',
  topGainers: 'TopGainer',
  transactionPrices: 'TransactionPrice',
  shoppingMalls: 'ShoppingMall',
  theaters: 'Theater',
  localities: 'Locality',
} as const satisfies Record<string, FigureType>;

const stamp = <T extends object>(type: FigureType, records: T[]) => records.map((record) => withProvenance(type, record));

/**
 * The fixtures as the data layer holds them, made once at start-up: every record that carries a
 * figure stamped with its provenance, each developer's rating computed from its delivery record,
 * each property given its developer (and that developer's rating as its builder rating).
 */
export function storeFixtures(loaded: Fixtures): StoredFixtures {
  const developers = loaded.propertyDevelopers.map((record) => withProvenance('PropertyDeveloper', developerModel(record)));
  const developerOf = new Map(developers.flatMap((developer) => developer.propertyIds.map((propertyId) => [propertyId, developer] as const)));
  const places = placeLocalities(loaded.geo, loaded.localities);
  const properties: PropertyModel[] = loaded.properties.map((property) => propertyModel(property, developerOf.get(property.id) ?? null));
  return {
    ...loaded,
    marketData: stamp(FIGURE_TYPE_OF.marketData, loaded.marketData),
    priceTrends: stamp(FIGURE_TYPE_OF.priceTrends, loaded.priceTrends),
    propertyTypeShares: stamp(FIGURE_TYPE_OF.propertyTypeShares, loaded.propertyTypeShares),
    localityInsights: stamp(FIGURE_TYPE_OF.localityInsights, loaded.localityInsights),
    marketAnalysis: stamp(FIGURE_TYPE_OF.marketAnalysis, loaded.marketAnalysis),
    topGainers: stamp(FIGURE_TYPE_OF.topGainers, loaded.topGainers),
    transactionPrices: stamp(FIGURE_TYPE_OF.transactionPrices, loaded.transactionPrices),
    shoppingMalls: stamp(FIGURE_TYPE_OF.shoppingMalls, loaded.shoppingMalls),
    theaters: stamp(FIGURE_TYPE_OF.theaters, loaded.theaters),
    localities: stamp(FIGURE_TYPE_OF.localities, loaded.localities).map((locality) => ({ ...locality, ...places.get(locality.id)! })),
    properties,
    propertyDevelopers: developers,
  };
}
