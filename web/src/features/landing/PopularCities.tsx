import { CITIES } from '../../config/cities';
import { dashboardPath } from '../../config/paths';
import { ButtonLink } from '../../shared/ui/ButtonLink';

/** One link (drawn as a button) per known city, each opening that city's dashboard. */
export function PopularCities() {
  return (
    <section className="landing-section" aria-labelledby="popular-cities-title">
      <h2 id="popular-cities-title">Popular Cities</h2>
      <div className="landing-cities">
        {CITIES.map((city) => (
          <ButtonLink key={city} shape="round" to={dashboardPath({ city })}>
            {city}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
