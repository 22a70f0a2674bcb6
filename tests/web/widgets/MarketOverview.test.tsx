import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarketOverview } from '../../../web/src/features/market-overview/MarketOverview';
import { formatChange, formatDays, formatNumber, formatPricePerSqft, formatRating } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectSkeleton } from './helpers';

const card = (title: string) => screen.getByRole('group', { name: title });

describe('MarketOverview', () => {
  it('shows four skeleton cards while loading', () => {
    neverAnswer('MarketOverview');
    renderWithProviders(<MarketOverview city="Pune" />);
    const skeleton = expectSkeleton('Loading market overview');
    expect(skeleton.querySelectorAll('.ant-card')).toHaveLength(4);
    expect(screen.queryByRole('group', { name: 'Average Price' })).not.toBeInTheDocument();
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('MarketOverview');
    renderWithProviders(<MarketOverview city="Pune" />);
    await expectErrorMessage('Failed to load market overview data.');
  });

  it("shows the city's four metrics, formatted, with change labels and the source", async () => {
    const pune = testData().marketData('Pune');
    renderWithProviders(<MarketOverview city="Pune" />);
    expect(await within(await screen.findByRole('group', { name: 'Average Price' })).findByText('₹7,935/sqft')).toBeInTheDocument();

    expect(within(card('Average Price')).getByText(formatPricePerSqft(pune.avgPrice))).toBeInTheDocument();
    expect(within(card('Average Price')).getByText('vs last year')).toBeInTheDocument();
    expect(within(card('Properties Listed')).getByText(formatNumber(pune.propertiesListed))).toBeInTheDocument();
    expect(within(card('Properties Listed')).getByText('vs last quarter')).toBeInTheDocument();
    expect(within(card('Properties Listed')).getByTestId('metric-change')).toHaveTextContent(formatChange(pune.propertiesListedChange));
    expect(within(card('Avg. Days Listed')).getByText(formatDays(pune.avgDaysListed))).toBeInTheDocument();
    expect(within(card('Avg. Days Listed')).getByTestId('metric-change')).toHaveTextContent(formatChange(pune.avgDaysListedChange));
    expect(within(card('Locality Rating')).getByText(formatRating(pune.localityRating))).toBeInTheDocument();
    expect(screen.getByText(`Source: ${pune.source.name}, as of ${formatAsOf(pune.source.asOf)} · sample data`)).toBeInTheDocument();
  });

  it('formats Mumbai literally: price, listings, days, rating and a +6.0% change', async () => {
    renderWithProviders(<MarketOverview city="Mumbai" />);
    await screen.findByText('₹17,230/sqft');
    expect(within(card('Average Price')).getByTestId('metric-change')).toHaveTextContent('+6.0%');
    expect(screen.getByText('18,450')).toBeInTheDocument();
    expect(screen.getByText('52 days')).toBeInTheDocument();
    expect(screen.getByText('4.3/5')).toBeInTheDocument();
    expect(screen.getByText('Source: Anarock Q3 2025 (via Hindustan Times), as of 30 Sep 2025 · sample data')).toBeInTheDocument();
  });

  it('shows an up arrow in green above zero and a down arrow in red otherwise (by sign)', async () => {
    answerWith('MarketOverview', {
      marketData: {
        __typename: 'MarketData',
        city: 'Pune',
        avgPrice: 8000,
        avgPriceChange: 2.5,
        propertiesListed: 1000,
        propertiesListedChange: 0,
        avgDaysListed: 40,
        avgDaysListedChange: -4.2,
        localityRating: 4,
        source: { __typename: 'DataSource', name: 'Test source', asOf: '2025-01-31' },
      },
    });
    renderWithProviders(<MarketOverview city="Pune" />);
    await screen.findByText('₹8,000/sqft');

    const up = within(card('Average Price')).getByTestId('metric-change');
    expect(up).toHaveAttribute('data-tone', 'up');
    expect(up).toHaveStyle({ color: 'var(--gi-change-up)' });
    expect(up.querySelector('.anticon-arrow-up')).not.toBeNull(); // decorative: hidden from readers
    expect(up).toHaveTextContent('+2.5%');

    // Zero is not above zero: down arrow, red (spec: 'red otherwise').
    const zero = within(card('Properties Listed')).getByTestId('metric-change');
    expect(zero).toHaveAttribute('data-tone', 'down');
    expect(zero.querySelector('.anticon-arrow-down')).not.toBeNull(); // decorative: hidden from readers

    // Fewer days listed is good news, but the rule is by sign: red down arrow.
    const down = within(card('Avg. Days Listed')).getByTestId('metric-change');
    expect(down).toHaveAttribute('data-tone', 'down');
    expect(down).toHaveStyle({ color: 'var(--gi-change-down)' });
    expect(down.querySelector('.anticon-arrow-down')).not.toBeNull(); // decorative: hidden from readers
    expect(down).toHaveTextContent('-4.2%');
  });

  it('marks Average Price with the rupee sign, not antd’s yen-sign money icon', async () => {
    renderWithProviders(<MarketOverview city="Pune" />);
    await screen.findByText(formatPricePerSqft(testData().marketData('Pune').avgPrice));
    const price = card('Average Price');
    expect(within(price).getByTestId('rupee-icon')).toHaveTextContent('₹');
    expect(price.querySelector('.anticon-money-collect')).toBeNull();
  });

  it('shows N/A and no arrow when the source gives no price change', async () => {
    const pune = testData().marketData('Pune');
    answerWith('MarketOverview', { marketData: { __typename: 'MarketData', ...pune, avgPriceChange: null, source: { __typename: 'DataSource', ...pune.source } } });
    renderWithProviders(<MarketOverview city="Pune" />);
    await screen.findByText(formatPricePerSqft(pune.avgPrice));
    const price = card('Average Price');
    expect(within(price).queryByTestId('metric-change')).not.toBeInTheDocument();
    expect(within(price).getByText('N/A')).toBeInTheDocument();
  });
});

function formatAsOf(iso: string) {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1]} ${year}`;
}
