import type { PropertyDeveloperRecord } from '../models.js';
import { deliveryFigures } from './deliveryRating.js';

/** A developer as the API answers it: the record with the figures computed from its delivery record. */
export function developerModel(record: PropertyDeveloperRecord) {
  const { rating, onTimeSharePercent, averageDelayMonths, complaintsPerProject } = deliveryFigures(record.deliveryRecord);
  return { ...record, rating, onTimeSharePercent, averageDelayMonths, complaintsPerProject };
}
