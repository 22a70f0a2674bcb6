import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionPrices } from '../../../web/src/features/transaction-prices/TransactionPrices';
import { byDealCount, dealCountTone, growthTone } from '../../../web/src/features/transaction-prices/transactionTones';
import { formatChange, formatPricePerSqft } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { expectErrorMessage, expectWidgetSkeleton } from './helpers';

describe('growthTone', () => {
  it.each([
    [10, 'green'],
    [5, 'green'],
    [4.9, 'amber'],
    [3, 'amber'],
    [2.9, 'red'],
    [0, 'red'],
    [-1, 'red'],
  ] as const)('%d%% monthly growth -> %s', (rate, tone) => expect(growthTone(rate)).toBe(tone));
});

describe('dealCountTone', () => {
  it.each([
    [500, 'green'],
    [120, 'green'],
    [119, 'amber'],
    [80, 'amber'],
    [79, 'blue'],
    [0, 'blue'],
  ] as const)('%i deals -> %s', (count, tone) => expect(dealCountTone(count)).toBe(tone));
});

describe('byDealCount', () => {
  it('puts the most deals first without changing its input', () => {
    const records = [{ transactionCount: 5 }, { transactionCount: 50 }, { transactionCount: 20 }];
    expect(byDealCount(records).map((record) => record.transactionCount)).toEqual([50, 20, 5]);
    expect(records.map((record) => record.transactionCount)).toEqual([5, 50, 20]);
  });
});

const record = (id: string, locality: string, transactionRate: number, transactionCount: number, subArea: string | null = 'Sector 1') => ({
  __typename: 'TransactionPrice',
  id,
  city: 'Pune',
  locality,
  subArea,
  imageUrl: null,
  ratePerSqFt: 10000,
  transactionRate,
  transactionCount,
});

describe('TransactionPrices', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('TransactionPrices');
    renderWithProviders(<TransactionPrices city="Pune" />);
    expectWidgetSkeleton('Loading transaction prices', 587);
  });

  it('shows the spec message alone on error (an "other message" of spec section 8: no support hint)', async () => {
    failWithServerError('TransactionPrices');
    renderWithProviders(<TransactionPrices city="Pune" />);
    await expectErrorMessage('Error loading transaction price data', { supportHint: false });
  });

  it("lists the city's localities by deal count, most first, with sub-area, rate, growth and deals", async () => {
    const expected = [...testData().transactionPrices('Pune')].sort((a, b) => b.transactionCount - a.transactionCount);
    renderWithProviders(<TransactionPrices city="Pune" />);
    const rows = await screen.findAllByTestId('transaction');
    expect(rows).toHaveLength(expected.length);
    expected.forEach((item, index) => {
      const row = within(rows[index]);
      expect(row.getByText(item.locality)).toBeInTheDocument();
      expect(row.getByText(item.subArea ?? 'N/A')).toBeInTheDocument();
      expect(row.getByText(formatPricePerSqft(item.ratePerSqFt))).toBeInTheDocument();
      expect(row.getByText(`${formatChange(item.transactionRate)} / month`)).toHaveAttribute('data-tone', growthTone(item.transactionRate));
      expect(row.getByText(`${item.transactionCount} deals`)).toHaveAttribute('data-tone', dealCountTone(item.transactionCount));
    });
    // Pune: Hinjewadi leads with 148 deals (green), growing 3.8% a month (amber).
    expect(within(rows[0]).getByText('Hinjewadi')).toBeInTheDocument();
    expect(within(rows[0]).getByText('148 deals')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[0]).getByText('+3.8% / month')).toHaveAttribute('data-tone', 'amber');
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('sorts by deal count even when the answer is not sorted, and colours at the thresholds', async () => {
    answerWith('TransactionPrices', {
      transactionPrices: [record('1', 'Low', 2.9, 79), record('2', 'High', 5, 120), record('3', 'Mid', 3, 80, null), record('4', 'Edge', 4.9, 119)],
    });
    renderWithProviders(<TransactionPrices city="Pune" />);
    const rows = await screen.findAllByTestId('transaction');
    expect(rows.map((row) => within(row).getByText(/^(Low|High|Mid|Edge)$/).textContent)).toEqual(['High', 'Edge', 'Mid', 'Low']);
    const tones = rows.map((row) => [...row.querySelectorAll('[data-tone]')].map((tag) => tag.getAttribute('data-tone')));
    expect(tones).toEqual([
      ['green', 'green'],
      ['amber', 'amber'],
      ['amber', 'amber'],
      ['red', 'blue'],
    ]);
    expect(screen.getByRole('img', { name: 'High: no image' })).toBeInTheDocument();
  });
});
