import type { Fixtures } from './models.js';
import { FIXTURE_FILES } from './fixtureFiles.js';
import { isIsoDateTime } from './news/articleTimes.js';
import { checkLocalityRules } from './localities/localityRules.js';
import { checkDeliveryRecord } from './developers/deliveryRating.js';

// The data rules the SDL cannot express. Run after the shape check, so every
// record here already has the fields and scalars of its type.

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const OUT_OF_FIVE = ['rating', 'localityRating', 'builderRating', 'localityScore', 'safetyScore'];
const IMAGE_FIELDS = ['image', 'imageUrl', 'logo'];

type AnyRecord = { [field: string]: unknown };

export function checkFixtureRules(fixtures: Fixtures): string[] {
  const problems: string[] = [];
  const cityNames = fixtures.cities.map((city) => city.value);
  const knownCities = new Set(cityNames);
  if (cityNames.length === 0) problems.push('cities.json: the city list is empty');
  if (knownCities.size !== cityNames.length) problems.push('cities.json: a city is listed twice');

  for (const spec of FIXTURE_FILES) {
    const records = fixtures[spec.key] as unknown as AnyRecord[];
    const ids = new Set<string>();
    records.forEach((record, index) => {
      const at = `${spec.file}[${index}]`;
      if (spec.key !== 'cities' && 'city' in record && !knownCities.has(record.city as string)) {
        problems.push(`${at}.city: "${String(record.city)}" is not in cities.json`);
      }
      if ('id' in record) {
        const id = record.id as string;
        if (ids.has(id)) problems.push(`${at}.id: "${id}" is used twice`);
        ids.add(id);
        if (spec.numericIds && !/^[1-9]\d{0,8}$/.test(id)) problems.push(`${at}.id: "${id}" must be a positive whole number`);
      }
      for (const field of OUT_OF_FIVE) {
        const value = record[field];
        if (typeof value === 'number' && (value < 0 || value > 5)) problems.push(`${at}.${field}: ${value} is outside 0 to 5`);
      }
      for (const field of IMAGE_FIELDS) {
        const value = record[field];
        if (typeof value === 'string' && !value.startsWith('/images/')) {
          problems.push(`${at}.${field}: "${value}" must be a local path under /images/`);
        }
      }
    });
  }

  perCityOnce(fixtures.marketData, 'market-data.json', cityNames, problems);
  perCityOnce(fixtures.marketAnalysis, 'market-analysis.json', cityNames, problems);

  fixtures.marketAnalysis.forEach((analysis, index) => {
    const at = `market-analysis.json[${index}]`;
    if (analysis.driverScores.length !== analysis.drivers.length) problems.push(`${at}.driverScores: must have one score per driver`);
    if (analysis.driverScores.some((score) => score < 0 || score > 5)) problems.push(`${at}.driverScores: scores run from 0 to 5`);
    if (analysis.predictionValues.length !== analysis.predictions.length) problems.push(`${at}.predictionValues: must have one value per prediction`);
    if (analysis.predictionProbabilities.length !== analysis.predictions.length) {
      problems.push(`${at}.predictionProbabilities: must have one probability per prediction`);
    }
  });

  for (const city of cityNames) {
    const shares = fixtures.propertyTypeShares.filter((share) => share.city === city);
    const total = shares.reduce((sum, share) => sum + share.percent, 0);
    if (shares.length === 0) problems.push(`property-type-shares.json: no shares for ${city}`);
    else if (Math.abs(total - 100) > 0.5) problems.push(`property-type-shares.json: the shares of ${city} add up to ${total}, not 100`);
  }

  const lastMonth = new Map<string, number>();
  fixtures.priceTrends.forEach((record, index) => {
    const at = `price-trends.json[${index}]`;
    const monthIndex = MONTHS.indexOf(record.month as (typeof MONTHS)[number]);
    if (monthIndex < 0) problems.push(`${at}.month: "${record.month}" is not one of ${MONTHS.join(', ')}`);
    const ordinal = record.year * 12 + monthIndex;
    const previous = lastMonth.get(record.city);
    if (previous !== undefined && ordinal <= previous) problems.push(`${at}: months of ${record.city} must run oldest first without repeats`);
    lastMonth.set(record.city, ordinal);
  });

  const slugs = new Set<string>();
  fixtures.news.forEach((article, index) => {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(article.slug)) problems.push(`news.json[${index}].slug: "${article.slug}" must be kebab-case`);
    if (slugs.has(article.slug)) problems.push(`news.json[${index}].slug: "${article.slug}" is used twice`);
    slugs.add(article.slug);
    if (!isIsoDateTime(article.publishedAt)) {
      problems.push(`news.json[${index}].publishedAt: "${article.publishedAt}" must be an ISO 8601 date-time in UTC, e.g. 2026-11-23T06:30:00Z`);
    } else if (index > 0 && isIsoDateTime(fixtures.news[index - 1].publishedAt) && article.publishedAt > fixtures.news[index - 1].publishedAt) {
      problems.push(`news.json[${index}].publishedAt: articles must run newest first`);
    }
  });

  fixtures.properties.forEach((property, index) => {
    const at = `properties.json[${index}]`;
    if (property.images.length > 0 && property.images[0] !== property.image) problems.push(`${at}.image: must be the first of images`);
    if (property.images.some((image) => !image.startsWith('/images/'))) problems.push(`${at}.images: paths must be local, under /images/`);
  });

  const builtBy = new Map<string, string>();
  fixtures.propertyDevelopers.forEach((developer, index) => {
    const at = `property-developers.json[${index}]`;
    for (const problem of checkDeliveryRecord(developer.deliveryRecord, developer)) problems.push(`${at}.deliveryRecord: ${problem}`);
    for (const propertyId of developer.propertyIds) {
      const property = fixtures.properties.find((candidate) => candidate.id === propertyId);
      if (!property) problems.push(`${at}.propertyIds: "${propertyId}" is not in properties.json`);
      else if (property.city !== developer.city) problems.push(`${at}.propertyIds: property ${propertyId} is in ${property.city}, not ${developer.city}`);
      if (builtBy.has(propertyId)) problems.push(`${at}.propertyIds: property ${propertyId} is already built by developer ${builtBy.get(propertyId)}`);
      builtBy.set(propertyId, developer.id);
    }
  });
  for (const property of fixtures.properties) {
    if (property.completionDate !== null && !builtBy.has(property.id)) problems.push(`properties.json: under-construction property ${property.id} has no developer in property-developers.json`);
  }

  problems.push(...checkLocalityRules(fixtures));

  return problems;
}

function perCityOnce(records: { city: string }[], file: string, cities: string[], problems: string[]): void {
  for (const city of cities) {
    const count = records.filter((record) => record.city === city).length;
    if (count !== 1) problems.push(`${file}: ${city} must have exactly one record, found ${count}`);
  }
}
