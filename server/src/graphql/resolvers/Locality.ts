import type { LocalityResolvers } from '../../generated/graphql.js';

// The locality fields the data layer computes: its price changes and the rows of
// the other fixtures that name it.
export const Locality: LocalityResolvers = {
  priceChange: (locality, _, { data }) => data.localityPriceChange(locality),
  properties: (locality, _, { data }) => data.localityRelated(locality).properties,
  shoppingMalls: (locality, _, { data }) => data.localityRelated(locality).shoppingMalls,
  theaters: (locality, _, { data }) => data.localityRelated(locality).theaters,
  topGainer: (locality, _, { data }) => data.localityRelated(locality).topGainer,
  transactionPrice: (locality, _, { data }) => data.localityRelated(locality).transactionPrice,
  priceCheck: (locality, _, { data }) => data.priceCheckOf(locality),
  sales: (locality, { quarters }, { data }) => data.localitySales(locality, quarters),
};
