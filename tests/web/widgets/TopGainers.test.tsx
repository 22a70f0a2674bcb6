import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rankGainers } from '../../../web/src/features/top-gainers/rankGainers';
import { TopGainers } from '../../../web/src/features/top-gainers/TopGainers';
import { formatChange, formatPercent, formatPricePerSqft } from '../../../web/src/shared/format';
import { testData } from '../../support/graphqlExecutor';
import { answerWith, failWithServerError, neverAnswer } from '../msw';
import { renderWithProviders } from '../render';
import { chooseOption, expectErrorMessage, expectWidgetSkeleton, recordOperations } from './helpers';

const FIELD = { '1y': 'oneYear', '2y': 'twoYears', '5y': 'fiveYears' } as const;

/** Pune's gainers as the fixtures rank them for a timeframe, highest first. */
const expectedOrder = (timeframe: keyof typeof FIELD) =>
  [...testData().topGainers('Pune', timeframe)].map((gainer) => ({ locality: gainer.locality, appreciation: gainer.appreciation[FIELD[timeframe]] }));


describe('rankGainers', () => {
  it('ranks by the chosen timeframe, highest first, keeping the order of ties', () => {
    const gainer = (id: string, oneYear: number, fiveYears: number) => ({
      __typename: 'TopGainer' as const,
      id,
      city: 'Pune',
      locality: id,
      imageUrl: null,
      ratePerSqFt: 1,
      priceAppreciation: oneYear,
      rentalYield: 1,
      appreciation: { __typename: 'Appreciation' as const, oneYear, twoYears: 0, fiveYears },
      provenance: { source: 'GharInsight sample data', asOf: '2025-09-30', kind: 'SAMPLE' as const, sampleSize: null, sampleUnit: null, method: 'top-gainers' },
    });
    const gainers = [gainer('a', 5, 10), gainer('b', 7, 30), gainer('c', 5, 20)];
    expect(rankGainers(gainers, '1y').map(({ gainer: { id }, appreciation }) => [id, appreciation])).toEqual([['b', 7], ['a', 5], ['c', 5]]);
    expect(rankGainers(gainers, '5y').map(({ gainer: { id } }) => id)).toEqual(['b', 'c', 'a']);
    expect(rankGainers(gainers, '2y').map(({ gainer: { id } }) => id)).toEqual(['a', 'b', 'c']);
  });
});

describe('TopGainers', () => {
  it('shows a skeleton while loading', () => {
    neverAnswer('TopGainers');
    renderWithProviders(<TopGainers city="Pune" />);
    expectWidgetSkeleton('Loading top gainers', 483);
  });

  it('shows the spec message alone on error (an "other message" of spec section 8: no support hint)', async () => {
    failWithServerError('TopGainers');
    renderWithProviders(<TopGainers city="Pune" />);
    await expectErrorMessage('Error loading top gainer data', { supportHint: false });
  });

  it('lists the gainers by 1y appreciation (the default), highest first, with rate, appreciation and yield', async () => {
    renderWithProviders(<TopGainers city="Pune" />);
    await screen.findAllByTestId('gainer');
    expect(screen.getByRole('combobox', { name: 'Timeframe' }).closest('.ant-select')).toHaveTextContent('1y');
    const expected = expectedOrder('1y');
    const rows = screen.getAllByTestId('gainer');
    expect(rows).toHaveLength(expected.length);
    expected.forEach(({ locality, appreciation }, index) => {
      expect(rows[index]).toHaveTextContent(locality);
      expect(within(rows[index]).getByTestId('appreciation')).toHaveTextContent(formatChange(appreciation));
    });
    const wagholi = testData().topGainers('Pune').find((gainer) => gainer.locality === 'Wagholi')!;
    expect(rows[0]).toHaveTextContent('Wagholi');
    expect(within(rows[0]).getByTestId('appreciation')).toHaveTextContent('+8.2%');
    expect(within(rows[0]).getByText(formatPricePerSqft(wagholi.ratePerSqFt))).toBeInTheDocument();
    expect(within(rows[0]).getByText(`Rental yield ${formatPercent(wagholi.rentalYield)}`)).toBeInTheDocument();
    expect(within(rows[0]).getByText('Rental yield 3.4%')).toBeInTheDocument();
  });

  it('colours an appreciation by its sign: green with a rise arrow above zero, red with a fall arrow otherwise', async () => {
    const gainer = (id: string, oneYear: number) => ({
      __typename: 'TopGainer',
      id,
      city: 'Pune',
      locality: `Locality ${id}`,
      imageUrl: null,
      ratePerSqFt: 10000,
      priceAppreciation: oneYear,
      rentalYield: 3.4,
      appreciation: { __typename: 'Appreciation', oneYear, twoYears: 0, fiveYears: 0 },
    });
    answerWith('TopGainers', { topGainers: [gainer('a', 3.25), gainer('b', -1.5)] });
    renderWithProviders(<TopGainers city="Pune" />);
    const [up, down] = (await screen.findAllByTestId('gainer')).map((row) => within(row).getByTestId('appreciation'));
    expect(up).toHaveTextContent('+3.3%');
    expect(up).toHaveAttribute('data-tone', 'up');
    expect(up).toHaveStyle({ color: 'var(--gi-change-up)' });
    expect(within(up).getByRole('img', { hidden: true })).toHaveAttribute('aria-label', 'rise');
    expect(down).toHaveTextContent('-1.5%');
    expect(down).toHaveAttribute('data-tone', 'down');
    expect(down).toHaveStyle({ color: 'var(--gi-change-down)' });
    expect(within(down).getByRole('img', { hidden: true })).toHaveAttribute('aria-label', 'fall');
  });

  it('shows an image when the gainer has one and a neutral placeholder otherwise', async () => {
    renderWithProviders(<TopGainers city="Pune" />);
    await screen.findAllByTestId('gainer');
    const kharadi = testData().topGainers('Pune').find((gainer) => gainer.locality === 'Kharadi')!;
    expect(screen.getByRole('img', { name: 'Kharadi' })).toHaveAttribute('src', kharadi.imageUrl);
    expect(screen.getByRole('img', { name: 'Hinjewadi: no image' })).toBeInTheDocument();
  });

  it('switches timeframe without a second request: values and order change locally', async () => {
    const operations = recordOperations();
    renderWithProviders(<TopGainers city="Pune" />);
    await screen.findAllByTestId('gainer');

    await chooseOption('Timeframe', '5y');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Top gainers over 5y' })).toBeInTheDocument());
    const rows = screen.getAllByTestId('gainer');
    expectedOrder('5y').forEach(({ locality, appreciation }, index) => {
      expect(rows[index]).toHaveTextContent(locality);
      expect(within(rows[index]).getByTestId('appreciation')).toHaveTextContent(formatChange(appreciation));
    });
    expect(rows[0]).toHaveTextContent('Baner');
    expect(within(rows[0]).getByTestId('appreciation')).toHaveTextContent('+38.9%');

    await chooseOption('Timeframe', '2y');
    await waitFor(() => expect(screen.getByRole('list', { name: 'Top gainers over 2y' })).toBeInTheDocument());
    expect(within(screen.getAllByTestId('gainer')[0]).getByTestId('appreciation')).toHaveTextContent(formatChange(expectedOrder('2y')[0].appreciation));

    expect(operations.filter((operation) => operation.operationName === 'TopGainers')).toEqual([{ operationName: 'TopGainers', variables: { city: 'Pune' } }]);
  });
});

describe('TopGainers download', () => {
  it('downloads the ranked list as shown, with plain numbers and the sample-data rows', async () => {
    const { captureDownloads, csvLines } = await import('../downloads');
    const { default: userEvent } = await import('@testing-library/user-event');
    const saved = captureDownloads();
    renderWithProviders(<TopGainers city="Pune" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV of top gainers' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('gharinsight-pune-top-gainers.csv');
    const lines = csvLines(await saved[0].text());
    const first = testData().topGainers('Pune', '1y')[0];
    expect(lines[0]).toBe('Rank,Locality,Rate (₹ per sqft),Appreciation 1y (%),Rental yield (%)');
    expect(lines[1]).toBe(`1,${first.locality},${first.ratePerSqFt},${first.appreciation.oneYear},${first.rentalYield}`);
    expect(lines.slice(-3)).toEqual(['Source,GharInsight sample data (invented for illustration)', 'As of,not dated', 'Note,Illustrative sample data']);
  });
});
