// Loan arithmetic shared by the affordability and rent-or-buy tools. Rates are % a year,
// compounded monthly as Indian banks quote EMIs; amounts are rupees (not rounded here).

/** The monthly rate of a yearly percent. */
const monthly = (ratePercent: number) => ratePercent / 12 / 100;

/** EMI of a loan: L·m·(1+m)^n / ((1+m)^n − 1), or L/n at 0 %. */
export function emiFor(loan: number, ratePercent: number, tenureYears: number): number {
  const m = monthly(ratePercent);
  const n = tenureYears * 12;
  if (m === 0) return loan / n;
  const growth = (1 + m) ** n;
  return (loan * m * growth) / (growth - 1);
}

/** The inverse: the loan an EMI repays over the tenure, EMI·((1+m)^n − 1) / (m·(1+m)^n), or EMI·n at 0 %. */
export function loanForEmi(emi: number, ratePercent: number, tenureYears: number): number {
  const m = monthly(ratePercent);
  const n = tenureYears * 12;
  if (m === 0) return emi * n;
  const growth = (1 + m) ** n;
  return (emi * (growth - 1)) / (m * growth);
}

/** What is still owed after `months` EMIs: L·(1+m)^k − EMI·((1+m)^k − 1)/m (0 once repaid). */
export function outstandingAfter(loan: number, ratePercent: number, tenureYears: number, months: number): number {
  const k = Math.min(months, tenureYears * 12);
  const m = monthly(ratePercent);
  const emi = emiFor(loan, ratePercent, tenureYears);
  if (k === tenureYears * 12) return 0;
  if (m === 0) return loan - emi * k;
  const growth = (1 + m) ** k;
  return Math.max(0, loan * growth - (emi * (growth - 1)) / m);
}
