import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { affordabilityPath, rentVsBuyPath } from '../../config/paths';
import { WidgetCard } from '../../shared/ui/WidgetCard';

// "Rent or buy?" on the property page (issue 20): opens the rent-or-buy tool filled in for
// this home, and the affordability tool for its city. Links only, so it costs the page no query
// and shows no figure (the tools' answers carry their provenance line).

export function RentOrBuyCard({ id, name, city, locality }: { id: string; name: string; city: string; locality: string }) {
  return (
    <WidgetCard title="Rent or buy?" figures={false}>
      <Typography.Paragraph>
        Your net worth year by year if you buy {name} or rent and invest instead, with {locality}'s rental yield and price history and the state's
        purchase charges.
      </Typography.Paragraph>
      <Typography.Paragraph>
        <Link to={rentVsBuyPath({ property: id })}>Compare renting with buying this home</Link>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to={affordabilityPath({ city })}>What can I afford in {city}?</Link>
      </Typography.Paragraph>
    </WidgetCard>
  );
}
