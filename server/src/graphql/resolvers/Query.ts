import type { QueryResolvers } from '../../generated/graphql.js';
import { savedItems } from '../../data/saved/savedItems.js';

// Each resolver only delegates to the data layer; the city and id checks live there.
export const Query: QueryResolvers = {
  cities: (_, __, { data }) => data.cities(),
  marketData: (_, { city }, { data }) => data.marketData(city),
  priceTrends: (_, { city }, { data }) => data.priceTrends(city),
  propertyTypeShares: (_, { city }, { data }) => data.propertyTypeShares(city),
  localityInsights: (_, { city }, { data }) => data.localityInsights(city),
  marketAnalysis: (_, { city }, { data }) => data.marketAnalysis(city),
  topGainers: (_, { city, timeframe }, { data }) => data.topGainers(city, timeframe),
  transactionPrices: (_, { city }, { data }) => data.transactionPrices(city),
  properties: (_, { city, ...filters }, { data }) => data.properties(city, filters),
  search: (_, { query, limit }, { data }) => data.search(query, limit),
  property: (_, { id }, { data }) => data.property(id),
  newsArticles: (_, __, { data }) => data.newsArticles(),
  newsArticle: (_, { slug }, { data }) => data.newsArticle(slug),
  shoppingMalls: (_, { city }, { data }) => data.shoppingMalls(city),
  shoppingMall: (_, { id }, { data }) => data.shoppingMall(id),
  theaters: (_, { city }, { data }) => data.theaters(city),
  theater: (_, { id }, { data }) => data.theater(id),
  propertyDevelopers: (_, { city }, { data }) => data.propertyDevelopers(city),
  propertyDeveloper: (_, { id }, { data }) => data.propertyDeveloper(id),
  localities: (_, { city }, { data }) => data.localities(city),
  locality: (_, { city, slug }, { data }) => data.locality(city, slug),
  hubs: (_, { city }, { data }) => data.hubs(city),
  purchaseCost: (_, { input }, { data }) => data.purchaseCost(input),
  savedItems: (_, input, { data }) => savedItems(data, input),
  affordability: (_, { input }, { data }) => data.affordability(input),
  rentVsBuy: (_, { input }, { data }) => data.rentVsBuy(input),
};
