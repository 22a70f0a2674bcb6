import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatCrore,
  formatDays,
  formatMallSize,
  formatNumber,
  formatPricePerSqft,
  formatRating,
  formatRupees,
  formatRupeesShort,
  textOrNA,
} from '../../../web/src/shared/format';

// The display formats of spec section 9, with Indian digit grouping.

describe.each([
  ['formatNumber', formatNumber, 1234567, '12,34,567'],
  ['formatRupees', formatRupees, 64700, '₹64,700'],
  ['formatPricePerSqft', formatPricePerSqft, 17230, '₹17,230/sqft'],
  ['formatCrore', formatCrore, 2.5, '₹2.5 Cr'],
  ['formatDays', formatDays, 55, '55 days'],
  ['formatRating', formatRating, 4.25, '4.3/5'],
  ['formatMallSize', formatMallSize, 1_200_000, '1,200K sq.ft'],
  ['formatChange', formatChange, 6, '+6.0%'],
] as const)('%s', (_name, format, value, expected) => {
  it(`formats ${value} as ${expected}`, () => expect(format(value)).toBe(expected));
  it.each([null, undefined, Number.NaN])('shows N/A for %s', (missing) => expect(format(missing)).toBe('N/A'));
});

describe('formatChange', () => {
  it.each([
    [-3.25, '-3.3%'],
    [0, '0.0%'],
    [0.04, '+0.0%'],
  ])('%s -> %s', (value, expected) => expect(formatChange(value)).toBe(expected));
});

describe('formatRupeesShort', () => {
  it.each([
    [64_700, '₹64,700'],
    [99_999.6, '₹1 Lakh'],
    [10_00_000, '₹10 Lakh'],
    [64_70_000, '₹64.7 Lakh'],
    [99_99_499, '₹99.99 Lakh'],
    [99_99_600, '₹1 Cr'],
    [1_05_00_000, '₹1.05 Cr'],
    [10_00_00_000, '₹10 Cr'],
  ])('%s -> %s (the unit is chosen after rounding)', (value, expected) => expect(formatRupeesShort(value)).toBe(expected));
});

describe('textOrNA', () => {
  it.each([
    ['Phase 2', 'Phase 2'],
    ['  ', 'N/A'],
    [null, 'N/A'],
  ])('%j -> %s', (value, expected) => expect(textOrNA(value)).toBe(expected));
});
