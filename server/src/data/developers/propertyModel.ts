import type { PropertyDeveloperModel, PropertyModel, PropertyRecord } from '../models.js';
import { withProvenance } from '../provenance/figures.js';
import { ratingLabel } from './deliveryRating.js';

/**
 * A listed home as the API answers it: with its provenance and its developer, and, when the
 * developer is named and rated, that developer's rating (computed from its delivery record by
 * deliveryRating.ts) as its builder rating, so the property page and the developer page show
 * one figure. A home without a named developer keeps the listing's own (sample) rating.
 */
export function propertyModel(property: PropertyRecord, developer: PropertyDeveloperModel | null): PropertyModel {
  const rated = developer?.rating != null ? { builderRating: developer.rating, builderRatingLabel: ratingLabel(developer.rating) } : {};
  return { ...withProvenance('Property', { ...property, ...rated }), developer };
}
