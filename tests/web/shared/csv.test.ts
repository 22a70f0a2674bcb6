import { describe, expect, it } from 'vitest';
import { chartFileName, csvFileName, csvRows, plainNumber, SAMPLE_SOURCE, slugify, trailerRows } from '../../../web/src/shared/csv/csvTable';
import { toCsvText } from '../../../web/src/shared/csv/downloadCsv';

describe('CSV tables', () => {
  it.each([
    ['Pune', 'top-gainers', 'gharinsight-pune-top-gainers.csv'],
    ['Delhi NCR', 'Market Overview', 'gharinsight-delhi-ncr-market-overview.csv'],
    ['Mumbai Pune', 'compare', 'gharinsight-mumbai-pune-compare.csv'],
    [null, 'price-trends', 'gharinsight-price-trends.csv'],
  ])('names a file of %s %s %s', (city, what, name) => {
    expect(csvFileName(city, what)).toBe(name);
  });

  it('names a chart export without its extension', () => {
    expect(chartFileName('Kochi', 'property-types')).toBe('gharinsight-kochi-property-types');
    expect(slugify('Marathahalli–ORR')).toBe('marathahalli-orr');
  });

  it('keeps numbers plain, to at most two decimals', () => {
    expect([plainNumber(17230), plainNumber(4.456), plainNumber(-3.2), plainNumber(null), plainNumber(Number.NaN)]).toEqual([17230, 4.46, -3.2, null, null]);
  });

  it('ends every file with the source, the as-of date and the sample-data note', () => {
    expect(trailerRows({ name: 'Anarock Q3 2025', asOf: '2025-09-30' })).toEqual([[], ['Source', 'Anarock Q3 2025'], ['As of', '2025-09-30'], ['Note', 'Illustrative sample data']]);
    expect(trailerRows(SAMPLE_SOURCE)[2]).toEqual(['As of', 'not dated']);
  });

  it('writes RFC 4180 text: CRLF, quoted commas and quotes, plain negative numbers, defused formulas', () => {
    const text = toCsvText({ header: ['Locality', 'Rate'], rows: [['Baner, Pune', 7800], ['Say "hi"', -3.5], ['=1+1', null]], source: { name: 'Test', asOf: null } });
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Locality,Rate',
      '"Baner, Pune",7800',
      '"Say ""hi""",-3.5',
      `"'=1+1",`,
      '',
      'Source,Test',
      'As of,not dated',
      'Note,Illustrative sample data',
    ]);
    expect(csvRows({ header: ['a'], rows: [[1]], source: SAMPLE_SOURCE })).toHaveLength(6);
  });
});
