import { afterEach, describe, expect, it } from 'vitest';
import { render as plainRender, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PropertyPage } from '../../../web/src/features/property/PropertyPage';
import { Gallery, wrapIndex } from '../../../web/src/features/property/Gallery';
import { contactErrors, isEmailAddress, isIndianMobile } from '../../../web/src/features/property/contactForm';
import { calculateEmi, defaultLoanAmount } from '../../../web/src/features/property/emi';
import { formatRupees, formatRupeesShort } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { failWithServerError, neverAnswer, server } from '../msw';
import { renderPage } from './renderPage';

/** The keys of the saved items of one kind, in saved order (shared/saved/savedStore.ts). */
const savedKeys = (kind: string): string[] =>
  (JSON.parse(localStorage.getItem('gharinsight-saved') ?? '{"items":[]}') as { items: { kind: string; key: string }[] }).items.filter((item) => item.kind === kind).map((item) => item.key);

const data = testData();
const render = (id: string) => renderPage(<PropertyPage />, { route: `/property/${id}`, path: '/property/:id' });

/** The value shown next to a fact's label. */
const fact = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const activePanel = () => document.getElementById(screen.getByRole('tab', { selected: true }).getAttribute('aria-controls')!)!;

async function openTab(name: string) {
  await userEvent.click(screen.getByRole('tab', { name }));
  return activePanel();
}

afterEach(() => server.events.removeAllListeners());

describe('PropertyPage header', () => {
  it('shows the name, location, price in Cr and price per sqft', async () => {
    const property = data.property('101')!;
    render('101');
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(property.name) })).toHaveTextContent('Premium');
    const localityLink = screen.getByRole('link', { name: property.locality });
    expect(localityLink).toHaveAttribute('href', '/localities/mumbai/worli');
    expect(localityLink.parentElement).toHaveTextContent(property.location);
    expect(screen.getByText(`₹${property.price} Cr`)).toBeInTheDocument();
    expect(screen.getByText(`₹${property.pricePerSqFt.toLocaleString('en-IN')}/sqft`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${property.name} · GharInsight`));
  });

  it('toggles the favourite heart and keeps it in localStorage', async () => {
    const { unmount } = render('103');
    const heart = await screen.findByRole('button', { name: 'Favourite' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(savedKeys('property')).toEqual(['103']);
    unmount();

    render('103');
    const again = await screen.findByRole('button', { name: 'Favourite' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(again);
    expect(savedKeys('property')).toEqual([]);
  });
});

describe('Gallery', () => {
  it.each([
    [0, 5, 0],
    [5, 5, 0],
    [-1, 5, 4],
    [6, 5, 1],
    [-6, 5, 4],
  ])('wrapIndex(%i, %i) is %i', (index, count, expected) => expect(wrapIndex(index, count)).toBe(expected));

  it('wraps at both ends, and thumbnails jump to an image', async () => {
    const property = data.property('101')!;
    const count = property.images.length;
    render('101');
    const gallery = await screen.findByRole('region', { name: 'Gallery' });
    const shown = () => within(gallery).getByRole('img', { name: new RegExp(`image \\d+ of ${count}`) });
    expect(within(gallery).getByText(`1 / ${count}`)).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', property.images[0]);

    await userEvent.click(within(gallery).getByRole('button', { name: 'Previous image' }));
    expect(within(gallery).getByText(`${count} / ${count}`)).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', property.images[count - 1]);

    await userEvent.click(within(gallery).getByRole('button', { name: 'Next image' }));
    expect(within(gallery).getByText(`1 / ${count}`)).toBeInTheDocument();

    await userEvent.click(within(gallery).getByRole('button', { name: 'Show image 3' }));
    expect(within(gallery).getByText(`3 / ${count}`)).toBeInTheDocument();
    expect(shown()).toHaveAttribute('src', property.images[2]);
    expect(within(gallery).getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-current', 'true');
    expect(within(gallery).getAllByRole('button', { name: /^Show image/ })).toHaveLength(count);
  });

  it('says when there are no images', () => {
    plainRender(<Gallery images={[]} name="Empty" />);
    expect(screen.getByText('No gallery images available for this property.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
  });
});

describe('PropertyPage tabs', () => {
  it('derives bathrooms and possession in Overview', async () => {
    const property = data.property('101')!;
    expect(property.completionDate).toBeNull();
    render('101');
    await screen.findByRole('heading', { level: 1 });
    const overview = activePanel();
    expect(within(overview).getByText(property.description)).toBeInTheDocument();
    expect(fact('Bedrooms', overview)).toHaveTextContent(String(property.bedrooms));
    expect(fact('Bathrooms', overview)).toHaveTextContent(String(property.bedrooms - 1));
    expect(fact('Possession', overview)).toHaveTextContent('Ready to Move');
    expect(fact('Floor', overview)).toHaveTextContent(property.floor);
  });

  it('shows at least one bathroom and the completion date when there is one', async () => {
    const studio = data.property('107')!;
    expect(studio.bedrooms).toBe(1);
    render('107');
    await screen.findByRole('heading', { level: 1 });
    expect(fact('Bathrooms', activePanel())).toHaveTextContent('1');
    expect(fact('Possession', activePanel())).toHaveTextContent(studio.completionDate!);
    expect(screen.getByTestId('developer-on-time')).toHaveTextContent('Developer Lodha: 52.4% of projects delivered on time (22 of 42)');
    expect(within(screen.getByTestId('developer-on-time')).getByRole('link', { name: 'Lodha' })).toHaveAttribute('href', '/property-developers/5001');
  });

  it("shows no developer's delivery share for a ready home", async () => {
    render('101');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('developer-on-time')).toBeNull();
  });

  it('shows the fixed and derived values in Details', async () => {
    const property = data.property('101')!;
    render('101');
    await screen.findByRole('heading', { level: 1 });
    const details = await openTab('Details');
    expect(fact('Price', details)).toHaveTextContent(`₹${property.price} Cr`);
    // 10% of ₹7.67 Cr is ₹76.7 Lakh.
    expect(fact('Booking Amount', details)).toHaveTextContent('₹76.7 Lakh');
    expect(fact('Maintenance', details)).toHaveTextContent('₹3.5/sq.ft.');
    expect(fact('RERA ID', details)).toHaveTextContent('P51800000101');
    expect(fact('Builder Rating', details)).toHaveTextContent(`${property.builderRating.toFixed(1)}/5 (${property.builderRatingLabel})`);
  });

  it('lists the amenities and the fixed connectivity', async () => {
    const property = data.property('202')!;
    render('202');
    await screen.findByRole('heading', { level: 1 });
    const amenities = await openTab('Amenities');
    expect(within(amenities).getAllByRole('listitem').map((item) => item.textContent?.trim())).toEqual(property.amenities);

    const location = await openTab('Location');
    expect(fact('Address', location)).toHaveTextContent(property.location);
    expect(fact('Airport', location)).toHaveTextContent('18 km');
    expect(fact('City Center', location)).toHaveTextContent('5 km');
    expect(fact('Highway', location)).toHaveTextContent('1.5 km');
  });
});

describe('EMI calculator', () => {
  const emiValue = () => fact('Monthly EMI');

  it('starts at 80% of the price, 7.5% and 20 years', async () => {
    const property = data.property('101')!;
    render('101');
    await screen.findByRole('heading', { level: 1 });
    const loan = defaultLoanAmount(property.price);
    expect(loan).toBe(6_13_60_000); // 80% of ₹7.67 Cr
    expect(screen.getByLabelText('Loan Amount (₹)')).toHaveValue('6,13,60,000');
    expect(screen.getByLabelText('Interest Rate (% p.a.)')).toHaveValue('7.5');
    expect(screen.getByLabelText('Loan Tenure (years)')).toHaveValue('20');
    expect(emiValue()).toHaveTextContent(formatRupees(calculateEmi(loan, 7.5, 20).emi));
    expect(screen.getByText('₹10 Lakh')).toBeInTheDocument();
    expect(screen.getByText('₹10 Crore')).toBeInTheDocument();
    // The sliders read out in rupees, percent and years rather than as bare numbers.
    expect(screen.getByRole('slider', { name: 'Loan Amount (₹) slider' })).toHaveAttribute('aria-valuetext', '₹6.14 Cr');
    expect(screen.getByRole('slider', { name: 'Interest Rate (% p.a.) slider' })).toHaveAttribute('aria-valuetext', '7.5%');
    expect(screen.getByRole('slider', { name: 'Loan Tenure (years) slider' })).toHaveAttribute('aria-valuetext', '20 years');
  });

  it('recomputes live: ₹50 Lakh at 7.5% for 20 years is ₹40,280 a month', async () => {
    render('103');
    await screen.findByRole('heading', { level: 1 });
    const loan = screen.getByLabelText('Loan Amount (₹)');
    await userEvent.clear(loan);
    await userEvent.type(loan, '5000000');
    await userEvent.tab();
    expect(emiValue()).toHaveTextContent('₹40,280');
    expect(fact('Total Interest')).toHaveTextContent('₹46.67 Lakh');
    expect(fact('Total Payment')).toHaveTextContent('₹96.67 Lakh');

    // ₹10 Lakh at 10% for 10 years is ₹13,215 a month.
    await userEvent.clear(loan);
    await userEvent.type(loan, '1000000');
    const rate = screen.getByLabelText('Interest Rate (% p.a.)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '10');
    const tenure = screen.getByLabelText('Loan Tenure (years)');
    await userEvent.clear(tenure);
    await userEvent.type(tenure, '10');
    await userEvent.tab();
    expect(emiValue()).toHaveTextContent('₹13,215');
    expect(fact('Principal')).toHaveTextContent(formatRupeesShort(10_00_000));
  });
});

describe('Contact Agent form', () => {
  // jsdom has no layout and no scrollIntoView: the anchor tests record calls instead.
  const originalScrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = originalScrollIntoView;
  });

  it.each([
    ['9876543210', true],
    ['98765 43210', true],
    ['+91 98765-43210', true],
    ['09876543210', true],
    ['5876543210', false],
    ['987654321', false],
    ['98765432101', false],
    ['phone', false],
  ])('isIndianMobile(%s) is %s', (text, expected) => expect(isIndianMobile(text)).toBe(expected));

  it.each([
    ['asha@example.com', true],
    ['asha.rao@mail.example.co.in', true],
    ['asha@', false],
    ['asha@example', false],
    ['asha@example.', false],
    ['asha rao@example.com', false],
    ['@example.com', false],
  ])('isEmailAddress(%s) is %s', (text, expected) => expect(isEmailAddress(text)).toBe(expected));

  it('names one message per field, the first rule the field fails, and none for the optional message', () => {
    expect(contactErrors({ name: '  ', phone: '', email: '', message: '', privacy: false })).toEqual({
      name: 'Please enter your name.',
      phone: 'Please enter your mobile number.',
      email: 'Please enter your email address.',
      privacy: 'Please accept the privacy policy to continue.',
    });
    expect(contactErrors({ name: 'Asha', phone: '12345', email: 'asha@', message: '', privacy: true })).toEqual({
      phone: 'Enter a 10-digit Indian mobile number, e.g. 98765 43210.',
      email: 'Enter a valid email address, e.g. name@example.com.',
    });
    expect(contactErrors({ name: 'Asha', phone: '98765 43210', email: 'asha@example.com', message: '', privacy: true })).toEqual({});
  });

  it('opened at #contact (the comparison’s Contact), scrolls to the form and focuses its first field', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderPage(<PropertyPage />, { route: '/property/402#contact', path: '/property/:id' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toContain(document.getElementById('contact'));
    expect(document.getElementById('contact')).toHaveTextContent('Contact Agent');
  });

  it('without the anchor leaves the focus alone', async () => {
    Element.prototype.scrollIntoView = () => {};
    render('402');
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
  });

  it('validates inline and says plainly that nothing is sent', async () => {
    const property = data.property('101')!;
    render('101');
    await screen.findByRole('heading', { level: 1 });
    const form = screen.getByText('Contact Agent').closest('.ant-card') as HTMLElement;
    // The inline messages are the validation; the browser's bubbles would repeat them.
    expect(form.querySelector('form')).toHaveAttribute('novalidate');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await within(form).findByText('Please enter your name.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your email address.')).toBeInTheDocument();
    expect(within(form).getByText('Please accept the privacy policy to continue.')).toBeInTheDocument();
    // The first wrong field takes the focus, and each control names its message.
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription('Please enter your name.');
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription('Please accept the privacy policy to continue.');
    expect(within(form).getByLabelText('Message (optional)')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(within(form).getByLabelText('Name'), 'Asha Rao');
    await userEvent.type(within(form).getByLabelText('Phone'), '12345');
    await userEvent.type(within(form).getByLabelText('Email'), 'asha@');
    expect(await within(form).findByText('Enter a 10-digit Indian mobile number, e.g. 98765 43210.')).toBeInTheDocument();
    expect(await within(form).findByText('Enter a valid email address, e.g. name@example.com.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('Phone'));
    await userEvent.type(within(form).getByLabelText('Phone'), '98765 43210');
    await userEvent.type(within(form).getByLabelText('Email'), 'example.com');
    await userEvent.click(within(form).getByRole('checkbox'));
    await userEvent.click(within(form).getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByText('Inquiries are not sent from this site yet')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Nothing was sent.*${property.name}`))).toBeInTheDocument();
    expect(within(form).queryByText('Please enter your name.')).not.toBeInTheDocument();
  });
});

describe('Similar properties', () => {
  it('shows up to 3 other properties of the same city', async () => {
    const property = data.property('402')!;
    const expected = data
      .properties(property.city)
      .filter((other) => other.id !== property.id)
      .slice(0, 3);
    render('402');
    const section = await screen.findByRole('region', { name: `Similar Properties in ${property.city}` });
    // Each card links its name to the property and its locality to the locality page.
    const propertyLinks = () => within(section).getAllByRole('link').filter((link) => link.getAttribute('href')!.startsWith('/property/'));
    await waitFor(() => expect(propertyLinks()).toHaveLength(3));
    const links = propertyLinks();
    expect(links.map((link) => link.textContent)).toEqual(expected.map((other) => other.name));
    expect(links[0]).toHaveAttribute('href', `/property/${expected[0].id}`);
    // The strip's figures (prices, areas) say where they come from.
    expect(section.querySelector('[data-provenance="listings"]')).toHaveTextContent('Sample data · as of Sep 2025 · How this is made');
  });
});

describe('PropertyPage states', () => {
  it.each(['abc', '12a', '-5', '1.5'])('shows Invalid Property ID for %s without asking the API', async (id) => {
    let requests = 0;
    server.events.on('request:start', () => {
      requests++;
    });
    const { router } = render(encodeURIComponent(id));
    expect(screen.getByRole('heading', { name: 'Invalid Property ID' })).toBeInTheDocument();
    expect(screen.getByText('Please check the URL and try again.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toBe(0);
    expect(document.title).toBe('Invalid Property ID · GharInsight');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Search' }));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('shows Invalid Property ID at /property without an id', () => {
    renderPage(<PropertyPage />, { route: '/property', path: '/property' });
    expect(screen.getByRole('heading', { name: 'Invalid Property ID' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    neverAnswer('PropertyPage');
    render('101');
    expect(screen.getByLabelText('Loading property')).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '99999', () => {}],
    ['a failed load', '101', () => failWithServerError('PropertyPage')],
  ])('shows the failure with Back to Search (to /search, issue 9) for %s', async (_, id, arrange) => {
    arrange();
    const { router } = render(id);
    expect(await screen.findByRole('heading', { name: 'Failed to load property details.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Search' }));
    expect(router.state.location.pathname).toBe('/search');
  });
});
