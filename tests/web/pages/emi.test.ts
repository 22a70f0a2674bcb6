import { describe, expect, it } from 'vitest';
import { LOAN_RANGE, calculateEmi, defaultLoanAmount, monthlyEmi } from '../../../web/src/features/property/emi';

// Known values from bank EMI tables (reducing balance, monthly rests).
describe('monthlyEmi', () => {
  const rows: [number, number, number, number][] = [
    [50_00_000, 7.5, 20, 40_280],
    [10_00_000, 10, 10, 13_215],
    [1_00_00_000, 8.5, 20, 86_782],
    [25_00_000, 9, 15, 25_357],
    [12_00_000, 0, 10, 10_000],
    // 80% of a ₹2 Cr price: ₹1,28,894.91 exactly, shown to the rupee.
    [1_60_00_000, 7.5, 20, 1_28_895],
  ];
  it.each(rows)('₹%i at %f%% for %i years is ₹%i a month', (principal, rate, years, expected) => {
    expect(Math.round(monthlyEmi(principal, rate, years))).toBe(expected);
  });

  it('is zero without a loan or a tenure', () => {
    expect(monthlyEmi(0, 7.5, 20)).toBe(0);
    expect(monthlyEmi(50_00_000, 7.5, 0)).toBe(0);
  });
});

describe('calculateEmi', () => {
  it('gives the total payment and interest from the rounded EMI', () => {
    expect(calculateEmi(50_00_000, 7.5, 20)).toEqual({ emi: 40_280, totalPayment: 96_67_200, totalInterest: 46_67_200 });
    expect(calculateEmi(1_60_00_000, 7.5, 20)).toEqual({ emi: 1_28_895, totalPayment: 3_09_34_800, totalInterest: 1_49_34_800 });
    expect(monthlyEmi(1_60_00_000, 7.5, 20)).toBeCloseTo(1_28_894.91, 2);
  });
});

describe('defaultLoanAmount', () => {
  it('is 80% of the price in crore, within ₹10 Lakh to ₹10 Crore', () => {
    expect(defaultLoanAmount(2)).toBe(1_60_00_000);
    expect(defaultLoanAmount(2.5)).toBe(2_00_00_000);
    expect(defaultLoanAmount(7.67)).toBe(6_13_60_000);
    expect(defaultLoanAmount(0.85)).toBe(68_00_000);
    expect(defaultLoanAmount(0.1)).toBe(LOAN_RANGE.min);
    expect(defaultLoanAmount(25)).toBe(LOAN_RANGE.max);
  });
});
