import { developerModel } from './developers/developerModel.js';
import type { Fixtures, PropertyModel, StoredFixtures } from './models.js';

/**
 * The fixtures as the data layer holds them, with the figures computed from the records once
 * at start-up: each developer's rating from its delivery record, each property's developer.
 */
export function storeFixtures(loaded: Fixtures): StoredFixtures {
  const developers = loaded.propertyDevelopers.map(developerModel);
  const developerOf = new Map(developers.flatMap((developer) => developer.propertyIds.map((propertyId) => [propertyId, developer] as const)));
  const properties: PropertyModel[] = loaded.properties.map((property) => ({ ...property, developer: developerOf.get(property.id) ?? null }));
  return { ...loaded, properties, propertyDevelopers: developers };
}
