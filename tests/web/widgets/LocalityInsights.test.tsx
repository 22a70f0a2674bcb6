import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalityInsights } from '../../../web/src/features/locality-widgets/LocalityInsights';
import { formatPricePerSqft, formatRating } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithGraphQLError, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { chooseOption, expectErrorMessage, expectWidgetSkeleton } from './helpers';

const insight = (overrides: Record<string, unknown>) => ({
  __typename: 'LocalityInsight',
  id: 'test-1',
  city: 'Pune',
  name: 'Test Nagar',
  description: 'A test locality.',
  avgPrice: 9000,
  rating: 4,
  amenities: [],
  safetyScore: 3,
  ...overrides,
});

describe('LocalityInsights', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('LocalityInsights');
    renderWithProviders(<LocalityInsights city="Pune" />);
    expectWidgetSkeleton('Loading locality insights', 427);
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('LocalityInsights');
    renderWithProviders(<LocalityInsights city="Pune" />);
    await expectErrorMessage('Failed to load locality insights data.');
  });

  it('treats an empty result as an error', async () => {
    answerWith('LocalityInsights', { localityInsights: [] });
    renderWithProviders(<LocalityInsights city="Pune" />);
    await expectErrorMessage('Failed to load locality insights data.');
  });

  it('treats a missing result (GraphQL error, no data) as an error', async () => {
    failWithGraphQLError('LocalityInsights');
    renderWithProviders(<LocalityInsights city="Pune" />);
    await expectErrorMessage('Failed to load locality insights data.');
  });

  it('shows only the first locality: name, description, price, rating, amenities and safety bar', async () => {
    const [first, second] = testData().localityInsights('Pune');
    renderWithProviders(<LocalityInsights city="Pune" />);
    expect(await screen.findByRole('heading', { name: first.name })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: second.name })).not.toBeInTheDocument();
    expect(screen.getByText(first.description)).toBeInTheDocument();
    expect(screen.getByText(formatPricePerSqft(first.avgPrice))).toBeInTheDocument();
    expect(screen.getByText('₹11,500/sqft')).toBeInTheDocument();
    expect(screen.getByText(formatRating(first.rating))).toBeInTheDocument();
    for (const amenity of first.amenities) expect(screen.getByText(amenity)).toBeInTheDocument();

    const safety = screen.getByRole('progressbar', { name: 'Safety Score' });
    expect(safety).toHaveAttribute('aria-valuenow', String((first.safetyScore / 5) * 100));
    expect(within(safety).getByText('4.4/5')).toBeInTheDocument();
  });

  it('shows the first locality by default and any other picked from the select; the name links to its page', async () => {
    const localities = testData().localityInsights('Pune');
    renderWithProviders(<LocalityInsights city="Pune" />);
    const firstLink = await screen.findByRole('link', { name: localities[0].name });
    expect(firstLink).toHaveAttribute('href', '/localities/pune/baner');
    expect(screen.getByRole('combobox', { name: 'Locality' })).toBeInTheDocument();
    const last = localities.at(-1)!;
    await chooseOption('Locality', last.name);
    expect(await screen.findByRole('heading', { name: last.name })).toBeInTheDocument();
    expect(screen.getByText(last.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: last.name })).toHaveAttribute('href', `/localities/pune/${last.id.replace('pune-', '')}`);
    expect(screen.queryByRole('heading', { name: localities[0].name })).not.toBeInTheDocument();
  });

  it("shows 'N/A' for a locality without a rating and a bar of score/5", async () => {
    answerWith('LocalityInsights', { localityInsights: [insight({ rating: null, safetyScore: 4.2 })] });
    renderWithProviders(<LocalityInsights city="Pune" />);
    expect(await screen.findByRole('heading', { name: 'Test Nagar' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    const safety = screen.getByRole('progressbar', { name: 'Safety Score' });
    expect(Number(safety.getAttribute('aria-valuenow'))).toBeCloseTo(84);
    expect(within(safety).getByText('4.2/5')).toBeInTheDocument();
  });
});
