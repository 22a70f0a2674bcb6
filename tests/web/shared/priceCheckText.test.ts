import { describe, expect, it } from 'vitest';
import { formatPeriod, gapText, sampleDataText, TOO_FEW_SALES, VERDICT_TEXT, vsMedianText } from '../../../web/src/shared/price-check/priceCheckText';

// The price check's words (issue 19): the verdicts exactly as the issue words them,
// the % against the median, the period and the sample-data line.

describe('price check texts', () => {
  it('names the three verdicts and the too-few case as the issue does', () => {
    expect(VERDICT_TEXT).toEqual({ BELOW: 'Below the registered range', WITHIN: 'Within the registered range', ABOVE: 'Above the registered range' });
    expect(TOO_FEW_SALES).toBe('Too few registered sales to compare');
    expect(gapText(null)).toBe('Too few registered sales to compare');
    expect(gapText(4.6)).toBe('+4.6%');
  });

  it('says how far above or below the median a home is', () => {
    expect(vsMedianText(7.25)).toBe('7.3% above the registered median');
    expect(vsMedianText(-2)).toBe('2.0% below the registered median');
    expect(vsMedianText(0)).toBe('at the registered median');
  });

  it('states the period and N of the sample data', () => {
    expect(formatPeriod('2024-10-01', '2025-09-30')).toBe('Oct 2024 – Sep 2025');
    expect(sampleDataText({ count: 1234, from: '2024-10-01', to: '2025-09-30' }, 13)).toBe(
      'Sample data: 1,234 registered sales, Oct 2024 – Sep 2025, and 13 asking prices as of Sep 2025 (illustrative, not real registrations or listings).',
    );
  });
});
