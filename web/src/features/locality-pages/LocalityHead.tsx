import { cityLocalitiesPath, dashboardPath, localityFeedPath, localityPath } from '../../config/paths';
import { formatChange, formatPercent, formatPricePerSqft } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { cityShareImage } from '../../shared/head/headUrls';
import { breadcrumbList } from '../../shared/head/jsonLd';
import { usePublicUrl } from '../../shared/head/PublicUrl';
import type { LocalityPageQuery } from '../../generated/graphql';

type Locality = NonNullable<LocalityPageQuery['locality']>;

/** The route's head while loading (the path as given), noindex when the locality is unknown or failed. */
export function LocalityRouteHead({ city, slug, title, noindex = false }: { city: string; slug: string; title: string; noindex?: boolean }) {
  return (
    <PageHead
      title={title}
      description="A locality's prices, price history, homes, malls and theaters on GharInsight. Illustrative sample data."
      path={localityPath(city, slug)}
      noindex={noindex}
    />
  );
}

/** 'Baner, Pune: ₹9,850/sqft on average, +7.5% in a year, rental yield 3.4%. Illustrative sample data.' */
export function LocalityHead({ locality }: { locality: Locality }) {
  const origin = usePublicUrl();
  const path = localityPath(locality.city, locality.slug);
  const name = `${locality.name}, ${locality.city}`;
  const description = `${name}: ${formatPricePerSqft(locality.avgPricePerSqft)} on average, ${formatChange(locality.priceChange.oneYear)} in a year, rental yield ${formatPercent(locality.rentalYield)}. Illustrative sample data.`;
  return (
    <PageHead
      title={name}
      description={description}
      path={path}
      image={cityShareImage(locality.city)}
      feeds={{ title: `${name} on GharInsight`, atom: localityFeedPath(locality.city, locality.slug, 'atom'), json: localityFeedPath(locality.city, locality.slug, 'json') }}
      jsonLd={[
        breadcrumbList(origin, [
          { name: locality.city, path: dashboardPath({ city: locality.city, amenityTab: 'localities' }) },
          { name: `${locality.city} localities`, path: cityLocalitiesPath(locality.city) },
          { name: locality.name, path },
        ]),
      ]}
    />
  );
}
