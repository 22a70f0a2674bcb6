import { PRODUCT_NAME } from '../../config/constants';

// schema.org JSON-LD nodes (https://schema.org, Google's structured data guides):
// NewsArticle for articles, BreadcrumbList on detail pages, and for a property an Offer
// (price in INR) whose itemOffered is the home, typed by the listing's property type.

export type JsonLdNode = Record<string, unknown> & { '@type': string };

/** The site as publisher. */
export const publisher = (origin: string): JsonLdNode => ({ '@type': 'Organization', name: PRODUCT_NAME, url: `${origin}/` });

export interface Crumb {
  name: string;
  /** The crumb's app path with its query string, e.g. '/dashboard?city=Pune'. */
  path: string;
}

/** Home › … › the page itself (the last crumb), as absolute URLs on the public origin. */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

export interface NewsArticleLd {
  headline: string;
  description: string;
  url: string;
  image: string;
  /** ISO 8601. */
  datePublished: string;
  /** The article's source, named as its author. */
  source: string;
  origin: string;
}

export function newsArticle(article: NewsArticleLd): JsonLdNode {
  return {
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    image: [article.image],
    datePublished: article.datePublished,
    author: { '@type': 'Organization', name: article.source },
    publisher: publisher(article.origin),
    mainEntityOfPage: article.url,
  };
}

/**
 * The schema.org type of a listed home: flats (apartments, penthouses, builder floors)
 * are Apartment, villas SingleFamilyResidence, and a plot is land, a Place.
 */
export function residenceType(propertyType: string): 'Apartment' | 'SingleFamilyResidence' | 'Place' {
  if (propertyType === 'Villa') return 'SingleFamilyResidence';
  if (propertyType === 'Plot') return 'Place';
  return 'Apartment';
}

export interface PropertyOfferLd {
  name: string;
  description: string;
  url: string;
  image: string;
  /** The asking price in rupees. */
  priceRupees: number;
  propertyType: string;
  locality: string;
  city: string;
  /** Square feet. */
  area: number;
  bedrooms: number;
}

export function propertyOffer(property: PropertyOfferLd): JsonLdNode {
  const type = residenceType(property.propertyType);
  return {
    '@type': 'Offer',
    url: property.url,
    price: property.priceRupees,
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    itemOffered: {
      '@type': type,
      name: property.name,
      description: property.description,
      image: property.image,
      address: { '@type': 'PostalAddress', addressLocality: property.locality, addressRegion: property.city, addressCountry: 'IN' },
      // Places (plots) have no rooms or floor size in schema.org.
      ...(type === 'Place'
        ? {}
        : {
            floorSize: { '@type': 'QuantitativeValue', value: property.area, unitCode: 'FTK', unitText: 'sq ft' },
            ...(property.bedrooms > 0 ? { numberOfBedrooms: property.bedrooms } : {}),
          }),
    },
  };
}

/**
 * The script text: one node with its @context, or several in a @graph. `<` is written as
 * \u003c so no text in the data (an article title) can close the script element.
 */
export function jsonLdScript(nodes: readonly JsonLdNode[]): string {
  const document = nodes.length === 1 ? { '@context': 'https://schema.org', ...nodes[0] } : { '@context': 'https://schema.org', '@graph': nodes };
  return JSON.stringify(document).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
