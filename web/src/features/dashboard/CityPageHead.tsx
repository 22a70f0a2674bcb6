import { useSearchParams } from 'react-router-dom';
import type { City } from '../../config/cities';
import { newsFeeds } from '../../config/paths';
import { PageHead } from '../../shared/head/PageHead';
import { cityShareImage } from '../../shared/head/headUrls';

/**
 * The head of the dashboard and its section routes. The title names the city when the
 * address does (`/dashboard?city=Pune` → 'Pune Real Estate Dashboard'; plain `/dashboard`
 * keeps 'Dashboard'); the canonical URL always carries the city shown, so both addresses
 * of the default city are one page to a search engine. The page links the news feed of
 * the city it shows (`/news/feed.atom?city=Pune`), so a reader subscribes to that city.
 */
export function CityPageHead({ name, cityTitle, description, path, city }: {
  /** The title without a city, e.g. 'Top Gainers'. */
  name: string;
  cityTitle: (city: City) => string;
  description: (city: City) => string;
  path: string;
  city: City;
}) {
  const [searchParams] = useSearchParams();
  return (
    <PageHead
      title={searchParams.get('city') ? cityTitle(city) : name}
      description={description(city)}
      path={path}
      query={{ city }}
      image={cityShareImage(city)}
      feeds={newsFeeds({ city })}
    />
  );
}
