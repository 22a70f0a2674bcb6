// The EMI calculator's maths (standard reducing-balance loan). Pure, so it is
// tested against known values.

/** Spec section 9 defaults and range: loan 80% of the price, 7.5%, 20 years, ₹10 Lakh to ₹10 Crore. */
export const EMI_DEFAULTS = { loanShare: 0.8, ratePercent: 7.5, years: 20 } as const;
export const LOAN_RANGE = { min: 10_00_000, max: 10_00_00_000, step: 1_00_000 } as const;
/** Not given by the spec: the ranges a home-loan calculator usually offers. */
export const RATE_RANGE = { min: 5, max: 15, step: 0.1 } as const;
export const TENURE_RANGE = { min: 1, max: 30, step: 1 } as const;

export const CRORE = 1e7;

export interface EmiResult {
  /** Monthly instalment, rounded to the rupee. */
  emi: number;
  totalPayment: number;
  totalInterest: number;
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the monthly rate and n the number of months. */
export function monthlyEmi(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 12 / 100;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

export function calculateEmi(principal: number, annualRatePercent: number, years: number): EmiResult {
  const emi = Math.round(monthlyEmi(principal, annualRatePercent, years));
  const totalPayment = emi * Math.round(years * 12);
  return { emi, totalPayment, totalInterest: Math.max(0, totalPayment - principal) };
}

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The starting loan: 80% of the price (given in crore), in whole rupees, kept within the slider's range. */
export function defaultLoanAmount(priceCrore: number): number {
  return clamp(Math.round(priceCrore * CRORE * EMI_DEFAULTS.loanShare), LOAN_RANGE.min, LOAN_RANGE.max);
}
