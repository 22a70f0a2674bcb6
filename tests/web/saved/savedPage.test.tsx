import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_EMPTY_TEXT, SAVED_UNREADABLE_TEXT, SavedPage } from '../../../web/src/features/saved/SavedPage';
import { SAVED_ASIDE_KEY, SAVED_STORAGE_KEY, addSaved } from '../../../web/src/shared/saved/savedStore';
import { testData } from '../../support/graphqlExecutor';
import { renderPage } from '../pages/renderPage';

// /saved in the browser: the old favourites and bookmarks carried over, what each item is
// now (the real schema and fixtures through msw), changes since the figures remembered,
// a store that cannot be read, and import, export and clear.

const data = testData();
const render = () => renderPage(<SavedPage />, { route: '/saved', path: '/saved' });
const stored = () => JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY)!) as { items: { kind: string; key: string; seen?: { figures: Record<string, unknown> } }[]; lastVisit?: string };
const group = (title: RegExp) => screen.getByRole('heading', { level: 2, name: title }).closest('.ant-card') as HTMLElement;

const EARLIER = '2026-01-15T10:00:00.000Z';

describe('SavedPage', () => {
  it('says what can be saved when nothing is', async () => {
    render();
    expect(await screen.findByText(SAVED_EMPTY_TEXT)).toBeInTheDocument();
    expect(SAVED_EMPTY_TEXT).toBe(
      "Nothing saved yet. You can save a city (Save on its dashboard), a locality (Save on its page or in a city's localities), a home (the heart on its page), a search (Save this search on the property listing or the search results), an article (its bookmark or Save).",
    );
    expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
  });

  it('shows favourites and bookmarks saved before the one list existed, moves them into it and keeps bookmarkedArticles as a mirror of the articles', async () => {
    localStorage.setItem('gharinsight-favourites', JSON.stringify(['101']));
    localStorage.setItem('bookmarkedArticles', JSON.stringify([4, '9']));
    render();
    const property = data.property('101')!;
    const articles = data.newsArticles().filter((article) => article.id === '4' || article.id === '9');
    expect(await within(await waitFor(() => group(/^Properties \(1\)$/))).findByRole('link', { name: property.name })).toHaveAttribute('href', '/property/101');
    const articleGroup = group(/^Articles \(2\)$/);
    for (const article of articles) expect(await within(articleGroup).findByRole('link', { name: article.title })).toHaveAttribute('href', `/news/${article.slug}`);
    // The visit remembered the figures, so the list now lives under its own key, the old favourites key is gone
    // and bookmarkedArticles mirrors the article ids (the spec's key).
    await waitFor(() => expect(localStorage.getItem('gharinsight-favourites')).toBeNull());
    expect(JSON.parse(localStorage.getItem('bookmarkedArticles')!)).toEqual(['4', '9']);
    expect(stored().items.map((item) => [item.kind, item.key])).toEqual([
      ['property', '101'],
      ['article', '4'],
      ['article', '9'],
    ]);
  });

  it('shows what each kind is now, and what changed since the figures were remembered', async () => {
    const pune = data.marketData('Pune');
    const baner = data.locality('Pune', 'baner')!;
    const home = data.property('404')!;
    const articleIds = data.newsArticles().filter((article) => /\bPune\b/.test(article.title + article.summary + article.body.join(' '))).map((article) => article.id);
    localStorage.setItem(
      SAVED_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        lastVisit: EARLIER,
        items: [
          { kind: 'city', key: 'Pune', label: 'Pune', savedAt: EARLIER, seen: { at: EARLIER, figures: { avgPricePerSqft: pune.avgPrice - 100, articleIds: articleIds.slice(1) } } },
          { kind: 'locality', key: 'pune/baner', label: 'Baner, Pune', savedAt: EARLIER, seen: { at: EARLIER, figures: { avgPricePerSqft: baner.avgPricePerSqft } } },
          { kind: 'property', key: '404', label: home.name, savedAt: EARLIER, seen: { at: EARLIER, figures: { price: 1.5, status: 'Ready to Move' } } },
          { kind: 'search', key: '/properties?city=Pune&bedrooms=2', label: 'Homes', savedAt: EARLIER, seen: { at: EARLIER, figures: { propertyIds: ['403', '999'] } } },
          { kind: 'property', key: '99999', label: 'A home since sold', savedAt: EARLIER },
        ],
      }),
    );
    render();
    expect(await screen.findByText('3 of 5 items changed since 15 Jan 2026')).toBeInTheDocument();
    const city = group(/^Cities/);
    expect(city).toHaveTextContent(`Average ₹${pune.avgPrice.toLocaleString('en-IN')}/sqft, 1-year change +${pune.avgPriceChange!.toFixed(1)}%`);
    expect(within(city).getByText(`Average up ₹100/sqft (+${(Math.round((100 / (pune.avgPrice - 100)) * 1000) / 10)}%), was ₹${(pune.avgPrice - 100).toLocaleString('en-IN')}/sqft`)).toBeInTheDocument();
    expect(within(city).getByText('1 new article')).toBeInTheDocument();
    expect(group(/^Localities/)).toHaveTextContent('No changes since 15 Jan 2026');
    const properties = group(/^Properties \(2\)$/);
    expect(within(properties).getByText('Price down ₹0.1 Cr (-6.7%), was ₹1.5 Cr')).toBeInTheDocument();
    expect(within(properties).getByText(`Status now Possession ${home.completionDate}, was Ready to Move`)).toBeInTheDocument();
    expect(within(properties).getByText('A home since sold')).toBeInTheDocument();
    expect(within(properties).getByText('No longer available.')).toBeInTheDocument();
    const search = group(/^Searches/);
    expect(search).toHaveTextContent('3 homes match now');
    expect(within(search).getByText('2 homes added, 1 home gone')).toBeInTheDocument();

    // The visit remembered what it showed, for the next one.
    await waitFor(() => expect(stored().lastVisit).not.toBe(EARLIER));
    expect(stored().items[0].seen!.figures).toEqual({ avgPricePerSqft: pune.avgPrice, articleIds });
    expect(stored().items[2].seen!.figures).toEqual({ price: home.price, status: `Possession ${home.completionDate}` });
  });

  it('sets a store it cannot read aside, says so, and starts a new list on the next save', async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, '{"version":7,"items":"everything"}');
    render();
    expect(await screen.findByText(SAVED_UNREADABLE_TEXT)).toBeInTheDocument();
    expect(screen.getByText(SAVED_EMPTY_TEXT)).toBeInTheDocument();
    addSaved('city', 'Pune', 'Pune');
    expect(localStorage.getItem(SAVED_ASIDE_KEY)).toBe('{"version":7,"items":"everything"}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cities (1)' })).toBeInTheDocument();
    expect(screen.queryByText(SAVED_UNREADABLE_TEXT)).not.toBeInTheDocument();
  });

  it('reads broken JSON as unreadable too', async () => {
    localStorage.setItem(SAVED_STORAGE_KEY, '{"version":1,"items":[');
    render();
    expect(await screen.findByText(SAVED_UNREADABLE_TEXT)).toBeInTheDocument();
  });

  it('imports an exported file, and refuses one that is not, with the reason', async () => {
    render();
    const input = await screen.findByTestId('saved-import');
    const upload = (name: string, text: string) => userEvent.upload(input, new File([text], name, { type: 'application/json' }));

    await upload('notes.json', 'just some notes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not import notes.json: This file is not a GharInsight saved list: it is not JSON.');

    await upload('other.json', '{"hello":"world"}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not import other.json: This file is not a GharInsight saved list (use a file made by Export on this page).');

    await upload('broken.json', JSON.stringify({ format: 'gharinsight-saved-list', version: 1, items: [{ kind: 'city', key: 'Pune' }] }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not import broken.json: This saved list is malformed: item 1 is not a saved item.');

    await upload('huge.json', 'x'.repeat(1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not import huge.json: The file is 1.0 MB; a saved list file is at most 1 MB.');

    const file = { format: 'gharinsight-saved-list', version: 1, exportedAt: EARLIER, items: [{ kind: 'city', key: 'Kochi', label: 'Kochi', savedAt: EARLIER }] };
    await upload('saved.json', JSON.stringify(file));
    expect(await screen.findByText('Imported 1 item from saved.json.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kochi' })).toHaveAttribute('href', '/dashboard?city=Kochi');
  });

  it('clears everything only after the confirmation', async () => {
    addSaved('city', 'Pune', 'Pune');
    addSaved('article', '4', 'Article 4');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Clear everything' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep' }));
    expect(stored().items).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Clear everything' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, clear everything' }));
    expect(await screen.findByText(SAVED_EMPTY_TEXT)).toBeInTheDocument();
    expect(stored().items).toEqual([]);
  });

  it('removes an item from the list', async () => {
    addSaved('city', 'Pune', 'Pune');
    addSaved('city', 'Kochi', 'Kochi');
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Pune from saved' }));
    await waitFor(() => expect(stored().items.map((item) => item.key)).toEqual(['Kochi']));
    expect(screen.getByRole('heading', { level: 2, name: 'Cities (1)' })).toBeInTheDocument();
  });
});
