import { useState } from 'react';
import { Button, Input } from 'antd';
import { useNavigate } from 'react-router-dom';
import { dashboardPath } from '../../config/paths';

/** Spec sections 2 and 5: non-empty (after trimming) text opens /dashboard?city={text}; blank does nothing. */
export function SearchHero() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = () => {
    const city = text.trim();
    if (city) navigate(dashboardPath({ city }));
  };

  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <h1 id="landing-title">Make smarter property decisions in Indian cities</h1>
      <p className="landing-lead">
        Prices, trends, localities, amenities and news for home buyers and investors, in one dashboard per city.
      </p>
      {/* A plain form: Enter and the button both submit it. On a phone the button moves
          under the field, so the whole placeholder stays readable. */}
      <form
        role="search"
        className="landing-search"
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Input
          type="search"
          aria-label="Search for a city, locality or society"
          placeholder="Enter a city, locality or society"
          size="large"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" size="large" htmlType="submit">
          Search Insights
        </Button>
      </form>
    </section>
  );
}
