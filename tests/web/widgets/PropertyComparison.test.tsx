import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyComparison } from '../../../web/src/features/property-comparison/PropertyComparison';
import { formatCrore, formatPricePerSqft } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

const MESSAGE = 'Failed to load property comparison data.';
/** The interactive tests re-render a table of images several times, which is slow in jsdom on a busy machine. */
const INTERACTION_TIMEOUT = 45_000;

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
    expectWidgetSkeleton('Loading property comparison', 525);
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
    expect(await screen.findAllByRole('button', { name: /^Remove .* from the comparison$/ })).toHaveLength(3);
  });

  it('compares only the first 3 of the city’s properties side by side', async () => {
    const properties = testData().properties('Mumbai');
    expect(properties.length).toBeGreaterThan(3);
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await screen.findByRole('table');
    for (const property of properties.slice(0, 3)) {
      const header = screen.getByRole('columnheader', { name: new RegExp(property.name) });
      // The thumbnail is decorative: the name is written just above it.
      const thumbnail = header.querySelector('img');
      expect(thumbnail).toHaveAttribute('src', property.image);
      expect(thumbnail).toHaveAttribute('alt', '');
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

  it('View Details opens the property and Contact opens its page at the contact form', async () => {
    const properties = testData().properties('Mumbai').slice(0, 3);
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await screen.findByRole('table');
    const details = screen.getAllByRole('link', { name: 'View Details' });
    expect(details.map((link) => link.getAttribute('href'))).toEqual(properties.map((property) => `/property/${property.id}`));
    const contact = screen.getAllByRole('link', { name: /^Contact about / });
    expect(contact.map((link) => link.getAttribute('href'))).toEqual(properties.map((property) => `/property/${property.id}#contact`));
    expect(contact[0]).toHaveAccessibleName(`Contact about ${properties[0].name}`);
    expect(contact[0]).toHaveTextContent('Contact');
  });

  it('adds a property picked by locality search, keeps the choice in the address (replaced), and removes a column', async () => {
    const pune = testData().properties('Pune');
    const { router } = renderWithProviders(<PropertyComparison city="Pune" />, { route: '/dashboard?city=Pune&amenityTab=overview' });
    await screen.findByRole('table');
    expect(headerNames()).toEqual(pune.slice(0, 3).map((property) => property.name));

    fireEvent.click(screen.getByText('Add more properties'));
    const dialog = (await screen.findByText('Add a Pune property to the comparison')).closest('[role="dialog"]') as HTMLElement;
    const picker = within(dialog).getByLabelText('Property (search by name or locality)');
    fireEvent.change(picker, { target: { value: 'kharadi' } });
    const kharadi = pune.find((property) => property.location.startsWith('Kharadi'))!;
    await waitFor(() => expect(shownOptions()).toEqual([`${kharadi.name} · ${kharadi.location}`]));
    fireEvent.click(document.querySelector('.ant-select-item-option')!);

    await waitFor(() => expect(headerNames()).toEqual([...pune.slice(0, 3), kharadi].map((property) => property.name)));
    const ids = [...pune.slice(0, 3), kharadi].map((property) => property.id).join(',');
    expect(router.state.location.search).toBe(`?city=Pune&amenityTab=overview&compareProperties=${encodeURIComponent(ids)}`);
    expect(router.state.historyAction).toBe('REPLACE');

    fireEvent.click(removeButton(pune[1].name));
    expect(headerNames()).toEqual([pune[0], pune[2], kharadi].map((property) => property.name));
    expect(new URLSearchParams(router.state.location.search).get('compareProperties')).toBe([pune[0], pune[2], kharadi].map((p) => p.id).join(','));
  }, INTERACTION_TIMEOUT);

  it('searches the picker by name too, and offers only properties not yet compared', async () => {
    const pune = testData().properties('Pune');
    renderWithProviders(<PropertyComparison city="Pune" />);
    await screen.findByRole('table');
    fireEvent.click(screen.getByText('Add more properties'));
    const dialog = (await screen.findByText('Add a Pune property to the comparison')).closest('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(shownOptions()).toEqual(pune.slice(3).map((property) => `${property.name} · ${property.location}`)));
    fireEvent.change(within(dialog).getByLabelText('Property (search by name or locality)'), { target: { value: 'SKYDECK' } });
    await waitFor(() => expect(shownOptions()).toEqual(['Baner Skydeck Penthouse · Baner, Pune']));
  }, INTERACTION_TIMEOUT);

  it('reads a shared comparison from the address', async () => {
    renderWithProviders(<PropertyComparison city="Pune" />, { route: '/dashboard?city=Pune&compareProperties=408,402,405,999,101,402' });
    await screen.findByRole('table');
    // Unknown (999), other cities' (101) and repeated ids are dropped.
    expect(headerNames()).toEqual(['Baner Skydeck Penthouse', 'Koregaon Park Heritage Villa', 'Hinjewadi Tech Meadows']);
  });

  it('never goes below 3 columns, and says why when a removal is refused', async () => {
    const mumbai = testData().properties('Mumbai').slice(0, 3);
    renderWithProviders(<PropertyComparison city="Mumbai" />);
    await screen.findByRole('table');
    const remove = removeButton(mumbai[0].name);
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(remove);
    await waitFor(() => expect(toastText()).toBe('At least 3 properties are compared'));
    expect(headerNames()).toEqual(mumbai.map((property) => property.name));
  }, INTERACTION_TIMEOUT);

  it('stops at 5 columns, and says why when adding is refused', async () => {
    renderWithProviders(<PropertyComparison city="Pune" />, { route: '/dashboard?compareProperties=401,402,403,404,405,406' });
    await screen.findByRole('table');
    expect(headerNames()).toHaveLength(5);
    const add = screen.getByText('Add more properties').closest('button')!;
    expect(add).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(add);
    await waitFor(() => expect(toastText()).toBe('Up to 5 properties can be compared; remove one first'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(removeButton('Baner Hillcrest Residences')).not.toHaveAttribute('aria-disabled');
  }, INTERACTION_TIMEOUT);
});

/** The property names heading the columns, in order. */
function headerNames(): string[] {
  // Plain DOM look-ups: role queries over the whole table are slow in jsdom.
  return [...document.querySelectorAll('thead th')].slice(1).map((header) => header.querySelector('span')?.textContent ?? '');
}

/** The options the picker's dropdown shows (antd also renders an accessible list of bare values). */
function shownOptions(): string[] {
  return [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.textContent ?? '');
}

/** The text of the toast saying why an action was refused. */
function toastText(): string | undefined {
  return document.querySelector('.ant-message-notice')?.textContent ?? undefined;
}

/** A column's remove button, by its accessible name (aria-label). */
function removeButton(name: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`button[aria-label="Remove ${name} from the comparison"]`);
  if (!button) throw new Error(`No remove button for ${name}`);
  return button;
}
