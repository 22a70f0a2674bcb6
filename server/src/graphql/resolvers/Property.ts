import type { PropertyResolvers } from '../../generated/graphql.js';

// The property field the data layer computes: its asking price against its locality's registered sales.
export const Property: PropertyResolvers = {
  priceCheck: (property, _, { data }) => data.propertyPriceCheck(property),
};
