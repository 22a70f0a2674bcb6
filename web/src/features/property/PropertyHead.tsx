import { dashboardPath, localityPath, propertyPath } from '../../config/paths';
import { formatCrore, formatNumber } from '../../shared/format';
import { PageHead } from '../../shared/head/PageHead';
import { absoluteUrl, canonicalUrl } from '../../shared/head/headUrls';
import { breadcrumbList, propertyOffer } from '../../shared/head/jsonLd';
import { shareImageFor } from '../../shared/head/shareCard';
import { usePublicUrl } from '../../shared/head/PublicUrl';
import type { PropertyPageQuery } from '../../generated/graphql';

type Property = NonNullable<PropertyPageQuery['property']>;

const RUPEES_PER_CRORE = 1_00_00_000;

/** '3 BHK apartment in Baner, Pune: ₹1.85 Cr, 1,450 sq ft. Illustrative sample data.' */
export function propertyDescription(property: Pick<Property, 'bedrooms' | 'type' | 'locality' | 'city' | 'price' | 'area'>): string {
  const kind = property.type.toLowerCase();
  const what = property.bedrooms > 0 ? `${property.bedrooms} BHK ${kind}` : kind.charAt(0).toUpperCase() + kind.slice(1);
  return `${what} in ${property.locality}, ${property.city}: ${formatCrore(property.price)}, ${formatNumber(property.area)} sq ft. Illustrative sample data.`;
}

/** The route's head while the property loads (and when it cannot be shown: then noindex). */
export function PropertyRouteHead({ id, title = 'Property', noindex = false }: { id: string | undefined; title?: string; noindex?: boolean }) {
  return (
    <PageHead
      title={title}
      description="A property listing on GharInsight: price, area, amenities, EMI and the cost of buying. Illustrative sample data."
      path={id ? propertyPath(id) : '/property'}
      noindex={noindex}
    />
  );
}

/** A loaded property: its name, a factual description, its first image (its PNG card in link previews), an Offer and breadcrumbs. */
export function PropertyHead({ property }: { property: Property }) {
  const origin = usePublicUrl();
  const path = propertyPath(property.id);
  const description = propertyDescription(property);
  const image = property.images[0] ?? property.image;
  return (
    <PageHead
      title={property.name}
      description={description}
      path={path}
      image={shareImageFor(image)}
      jsonLd={[
        propertyOffer({
          name: property.name,
          description: property.description || description,
          url: canonicalUrl(origin, path),
          image: absoluteUrl(origin, image),
          priceRupees: Math.round(property.price * RUPEES_PER_CRORE),
          propertyType: property.type,
          locality: property.locality,
          city: property.city,
          area: property.area,
          bedrooms: property.bedrooms,
        }),
        breadcrumbList(origin, [
          { name: property.city, path: dashboardPath({ city: property.city }) },
          { name: property.locality, path: localityPath(property.city, property.locality) },
          { name: property.name, path },
        ]),
      ]}
    />
  );
}
