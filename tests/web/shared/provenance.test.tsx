import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIGURES } from '../../../server/src/data/provenance/figures';
import { MethodologyPage } from '../../../web/src/features/methodology/MethodologyPage';
import { METHOD_SECTIONS } from '../../../web/src/features/methodology/methodologyContent';
import { ProvenanceLine } from '../../../web/src/shared/provenance/ProvenanceLine';
import { combineProvenance, provenanceText } from '../../../web/src/shared/provenance/provenanceText';
import { renderWithProviders } from '../render';

// Issue 24: the provenance line's text and link, and a /methodology section for every method.

const deals = (sampleSize: number) => ({ source: 'GharInsight sample data', asOf: '2025-09-30', kind: 'SAMPLE' as const, sampleSize, sampleUnit: 'deals', method: 'transaction-prices' });

describe('provenanceText', () => {
  it('reads "Sample data · as of Sep 2025 · 54 deals"', () => {
    expect(provenanceText(deals(54))).toBe('Sample data · as of Sep 2025 · 54 deals');
  });

  it('names the source of a published figure and leaves out a missing sample size', () => {
    expect(provenanceText({ source: 'CBIC', asOf: '2026-11-01', kind: 'PUBLISHED', sampleSize: null, sampleUnit: null, method: 'purchase-costs' })).toBe('Published figures: CBIC · as of Nov 2026');
  });

  it("adds up a table's rows and keeps the latest date", () => {
    expect(combineProvenance([deals(54), { ...deals(1200), asOf: '2025-10-31' }, undefined])).toMatchObject({ sampleSize: 1254, asOf: '2025-10-31' });
    expect(combineProvenance([])).toBeNull();
  });
});

describe('ProvenanceLine', () => {
  it("links to the figure's /methodology section and says the source on hover", () => {
    renderWithProviders(<ProvenanceLine provenance={[deals(20), deals(34)]} />);
    const link = screen.getByRole('link', { name: 'How this is made' });
    expect(link).toHaveAttribute('href', '/methodology#transaction-prices');
    expect(link).toHaveAttribute('title', 'Source: GharInsight sample data');
    expect(link.closest('[data-provenance]')).toHaveTextContent('Sample data · as of Sep 2025 · 54 deals · How this is made');
  });
});

describe('/methodology', () => {
  it('has a section, with a stable anchor, for every method a provenance names', () => {
    const methods = new Set(Object.values(FIGURES).map((figure) => figure.method));
    const ids = METHOD_SECTIONS.map((section) => section.id);
    expect([...methods].filter((method) => !ids.includes(method))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows each section with what, how, data and limits, and the rating formula', () => {
    const { container } = renderWithProviders(<MethodologyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'How we know: methodology' })).toBeInTheDocument();
    for (const section of METHOD_SECTIONS) expect(container.querySelector(`section#${section.id}`)).not.toBeNull();
    expect(container.querySelector('#developer-rating')).toHaveTextContent('Rating = 5 × (0.6 × on-time share + 0.2 × (1 − min(average delay, 24) ÷ 24) + 0.2 × (1 − min(complaints per project, 2) ÷ 2))');
    expect(container.querySelector('#top-gainers')).toHaveTextContent('Compound annual growth (CAGR, %) = ((1 + appreciation ÷ 100)^(1 ÷ n) − 1) × 100');
  });
});
