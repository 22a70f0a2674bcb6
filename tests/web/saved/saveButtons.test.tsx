import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocalityInsights } from '../../../web/src/features/locality-widgets/LocalityInsights';
import { SearchResultsPage } from '../../../web/src/features/search/SearchResultsPage';
import { SAVED_STORAGE_KEY } from '../../../web/src/shared/saved/savedStore';
import { testData } from '../../support/graphqlExecutor';
import { renderPage } from '../pages/renderPage';

// The Save controls the end-to-end test does not press: a locality in the city's Locality
// Insights, and a text search. Saving remembers the item's figures as they are now; pressing
// again removes it.

const data = testData();
type Stored = { items: { kind: string; key: string; label: string; seen?: { figures: Record<string, unknown> } }[] };
const stored = () => JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? '{"items":[]}') as Stored;

describe('Save controls', () => {
  it("saves a locality from the city's Locality Insights with its average, and removes it again", async () => {
    const first = data.localityInsights('Pune')[0];
    const locality = data.localities('Pune').find((candidate) => candidate.name === first.name)!;
    renderPage(<LocalityInsights city="Pune" />);
    await userEvent.click(await screen.findByRole('button', { name: `Save ${first.name}` }));
    expect(screen.getByRole('button', { name: `Saved: ${first.name}` })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(stored().items[0].seen?.figures).toEqual({ avgPricePerSqft: locality.avgPricePerSqft }));
    expect(stored().items[0]).toMatchObject({ kind: 'locality', key: `pune/${locality.slug}`, label: `${first.name}, Pune` });
    await userEvent.click(screen.getByRole('button', { name: `Saved: ${first.name}` }));
    expect(stored().items).toEqual([]);
  });

  it('saves a text search with the homes it matches now', async () => {
    renderPage(<SearchResultsPage />, { route: '/search?q=baner' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const homes = data.search('baner', 20).filter((hit) => hit.kind === 'PROPERTY').map((hit) => hit.path.replace('/property/', ''));
    await waitFor(() => expect(stored().items[0].seen?.figures).toEqual({ propertyIds: homes }));
    expect(stored().items[0]).toMatchObject({ kind: 'search', key: '/search?q=baner', label: 'Search “baner”' });
  });
});
