import { ShopOutlined, TeamOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { CITIES } from '../../config/cities';
import { dashboardPath } from '../../config/paths';

// Spec section 2: the cards open the dashboard of the first listed city on the matching tab.
const FIRST_CITY = CITIES[0];

const AMENITIES = [
  {
    tab: 'shopping-malls',
    icon: <ShopOutlined />,
    title: 'Shopping Malls',
    text: 'Malls near residential areas, with stores, size and features.',
  },
  {
    tab: 'theaters',
    icon: <VideoCameraOutlined />,
    title: 'Movie Theaters',
    text: 'Cinemas by locality, with screens, seating and premium formats.',
  },
  {
    tab: 'property-developers',
    icon: <TeamOutlined />,
    title: 'Property Developers',
    text: 'Builders active in the city, their track record and specialties.',
  },
] as const;

export function AmenityShortcuts() {
  return (
    <section className="landing-section" aria-labelledby="amenities-title">
      <h2 id="amenities-title">Explore Amenities</h2>
      <div className="landing-grid">
        {AMENITIES.map((amenity) => (
          <Link key={amenity.tab} to={dashboardPath({ city: FIRST_CITY, amenityTab: amenity.tab })} className="landing-amenity">
            <div className="landing-card landing-card-link">
              <div className="landing-card-icon" aria-hidden="true">
                {amenity.icon}
              </div>
              <h3>{amenity.title}</h3>
              <p>{amenity.text}</p>
            </div>
          </Link>
        ))}
      </div>
    </section>
  );
}
