import type { Fixtures } from '../../src/data/models.js';

// The pictures that detail pages use as their og:image, one per page, with the texts of
// their share card. Mirrors the web heads: PropertyHead (the first image), ArticleHead,
// and the mall, theater and developer pages' headOf (image, image, logo). The generator
// renders a card for each; tests/server/shareCards.test.ts checks each card is on disk.

export interface ShareCardSource {
  /** The fixture record, for messages: 'properties.json id 101'. */
  record: string;
  /** The app image the page shows, e.g. '/images/properties/101-1.svg'. */
  image: string;
  /** The page's name, the card's heading. */
  title: string;
  /** What and where, under the heading. */
  line: string;
}

export function shareCardSources(fixtures: Fixtures): ShareCardSource[] {
  return [
    ...fixtures.properties.map((property) => ({
      record: `properties.json id ${property.id}`,
      image: property.images[0] ?? property.image,
      title: property.name,
      line: `${property.bedrooms > 0 ? `${property.bedrooms} BHK ` : ''}${property.type} in ${property.locality}, ${property.city}`,
    })),
    ...fixtures.news.map((article) => ({
      record: `news.json slug ${article.slug}`,
      image: article.image,
      title: article.title,
      line: `${article.category} · ${article.source}`,
    })),
    ...fixtures.shoppingMalls.map((mall) => ({
      record: `shopping-malls.json id ${mall.id}`,
      image: mall.image,
      title: mall.name,
      line: `Shopping mall in ${mall.locality}, ${mall.city}`,
    })),
    ...fixtures.theaters.map((theater) => ({
      record: `theaters.json id ${theater.id}`,
      image: theater.image,
      title: theater.name,
      line: `Theater in ${theater.locality}, ${theater.city}`,
    })),
    ...fixtures.propertyDevelopers.map((developer) => ({
      record: `property-developers.json id ${developer.id}`,
      image: developer.logo,
      title: developer.name,
      line: `Property developer in ${developer.city}`,
    })),
  ];
}
