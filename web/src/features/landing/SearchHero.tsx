import { Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dashboardPath } from '../../config/paths';

/** Spec sections 2 and 5: non-empty (after trimming) text opens /dashboard?city={text}; blank does nothing. */
export function SearchHero() {
  const navigate = useNavigate();
  const search = (value: string) => {
    const city = value.trim();
    if (city) navigate(dashboardPath({ city }));
  };

  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Make smarter property decisions in Indian cities</h1>
      <p className="landing-lead">
        Prices, trends, localities, amenities and news for home buyers and investors, in one dashboard per city.
      </p>
      <form role="search" className="landing-search" onSubmit={(event) => event.preventDefault()}>
        <Input.Search
          aria-label="Search for a city, locality or society"
          placeholder="Enter a city, locality or society"
          enterButton="Search Insights"
          size="large"
          onSearch={search}
        />
      </form>
    </section>
  );
}
