import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CITIES } from '../../config/cities';
import { dashboardPath } from '../../config/paths';

/** One button per known city, each opening that city's dashboard. */
export function PopularCities() {
  const navigate = useNavigate();
  return (
    <section className="landing-section" aria-labelledby="popular-cities-title">
      <h2 id="popular-cities-title">Popular Cities</h2>
      <div className="landing-cities">
        {CITIES.map((city) => (
          <Button key={city} shape="round" onClick={() => navigate(dashboardPath({ city }))}>
            {city}
          </Button>
        ))}
      </div>
    </section>
  );
}
