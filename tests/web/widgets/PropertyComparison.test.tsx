import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyComparison } from '../../../web/src/features/property-comparison/PropertyComparison';
import { formatCrore, formatPricePerSqft } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

const MESSAGE = 'Failed to load property comparison data.';

/** The city's properties as the PropertyComparison operation returns them. */
const propertiesOf = (city: string, count: number) =>
  testData()
    .properties(city)
    .slice(0, count)
    .map(({ id, city, locality, name, image, location, price, pricePerSqFt, area, bedrooms, type, builderRating, builderRatingLabel, localityScore }) => ({
      __typename: 'Property',
      ...{ id, city, locality, name, image, location, price, pricePerSqFt, area, bedrooms, type, builderRating, builderRatingLabel, localityScore },
    }));

/** The table row whose first cell is the label. */
function row(label: string): HTMLElement {
  const found = screen.getAllByRole('row').find((candidate) => candidate.querySelector('td')?.textContent === label);
  if (!found) throw new Error(`No row labelled ${label}`);
  return found;
}

describe('PropertyComparison', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('PropertyComparison');
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    expectWidgetSkeleton('Loading property comparison', 497);
  });

  it('shows the spec message and the support hint on error', async () => {
    failWithServerError('PropertyComparison');
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await expectErrorMessage(MESSAGE);
  });

  it.each([0, 1, 2])('shows the failure message with only %i properties', async (count) => {
    answerWith('PropertyComparison', { properties: propertiesOf('Mumbai', count) });
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await expectErrorMessage(MESSAGE);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('compares exactly 3 properties when given exactly 3', async () => {
    answerWith('PropertyComparison', { properties: propertiesOf('Mumbai', 3) });
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    expect(await screen.findAllByRole('button', { name: 'Remove column' })).toHaveLength(3);
  });

  it('compares only the first 3 of the city’s properties side by side', async () => {
    const properties = testData().properties('Mumbai');
    expect(properties.length).toBeGreaterThan(3);
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await screen.findByRole('table');
    for (const property of properties.slice(0, 3)) {
      expect(screen.getByRole('columnheader', { name: new RegExp(property.name) })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: property.name })).toHaveAttribute('src', property.image);
    }
    expect(screen.queryByRole('columnheader', { name: new RegExp(properties[3].name) })).not.toBeInTheDocument();

    const first = properties[0];
    expect(within(row('Price')).getByText(formatCrore(first.price))).toBeInTheDocument();
    expect(within(row('Price per sqft')).getByText(formatPricePerSqft(first.pricePerSqFt))).toBeInTheDocument();
    expect(within(row('Price')).getByText('₹7.67 Cr')).toBeInTheDocument();
    expect(within(row('Price per sqft')).getByText('₹46,485/sqft')).toBeInTheDocument();
    expect(within(row('Area')).getByText('1,650 sqft')).toBeInTheDocument();
    expect(within(row('Bedrooms')).getByText(String(first.bedrooms))).toBeInTheDocument();
    expect(within(row('Type')).getAllByText(first.type).length).toBeGreaterThan(0);
    expect(within(row('Builder Rating')).getByText('4.6/5 (Excellent)')).toBeInTheDocument();
  });

  it('renders the buttons without behaviour and View Details links to the property', async () => {
    const properties = testData().properties('Mumbai').slice(0, 3);
    const { router } = renderWithProviders(<PropertyComparison city="Mumbai" />);
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: /Add more properties/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Remove column' })).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Contact' })).toHaveLength(3);
    const links = screen.getAllByRole('link', { name: 'View Details' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(properties.map((property) => `/property/${property.id}`));
    expect(links[0]).toHaveAttribute('href', '/property/101');

    screen.getAllByRole('button', { name: 'Remove column' })[0].click();
    screen.getByRole('button', { name: /Add more properties/ }).click();
    screen.getAllByRole('button', { name: 'Contact' })[0].click();
    expect(screen.getAllByRole('button', { name: 'Remove column' })).toHaveLength(3);
    expect(router.state.location.pathname).toBe('/');
  });
});
