import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { affordabilityPath, rentVsBuyPath } from '../../config/paths';
import { formatRupeesShort } from '../../shared/format';
import { groupIndian } from '../../shared/indianDigits';
import { ProvenanceLine } from '../../shared/provenance/ProvenanceLine';
import type { ProvenanceInput } from '../../shared/provenance/provenanceText';

// Links from a locality to the tools (issue 20): rent or buy a typical 1,000 sq ft home
// here, and what a household can afford in the city.

const TYPICAL_SQFT = 1000;
/** Links inside a sentence are underlined: colour alone does not set them apart in the dark theme. */
const UNDERLINED = { textDecoration: 'underline' } as const;

export function LocalityTools({ locality }: { locality: { name: string; slug: string; city: string; avgPricePerSqft: number; provenance: ProvenanceInput } }) {
  // The locality's ₹/sq ft × 1,000 sq ft, to the lakh.
  const price = Math.round((locality.avgPricePerSqft * TYPICAL_SQFT) / 1_00_000) * 1_00_000;
  return (
    <Card role="region" aria-label="Tools" data-widget="locality-tools" data-figures="" title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Rent or buy here?</h2>}>
      <Typography.Paragraph>
        <Link to={rentVsBuyPath({ city: locality.city, locality: locality.slug, price })} style={UNDERLINED}>
          Rent or buy a {groupIndian(TYPICAL_SQFT)} sq ft home in {locality.name} ({formatRupeesShort(price)})?
        </Link>{' '}
        Net worth year by year with {locality.name}'s rental yield and price history.
      </Typography.Paragraph>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <Link to={affordabilityPath({ city: locality.city })} style={UNDERLINED}>What can I afford in {locality.city}?</Link> Your budget, and which localities fit it.
      </Typography.Paragraph>
      {/* The price in the first link is the locality's average price per sq ft × 1,000 sq ft. */}
      <ProvenanceLine provenance={locality.provenance} />
    </Card>
  );
}
