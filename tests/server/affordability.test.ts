import { describe, expect, it } from 'vitest';
import { emiFor, loanForEmi, outstandingAfter } from '../../server/src/data/affordability/loanMath.js';
import { ltvPercentFor, needAt, pieceEdges, solveMaxPrice } from '../../server/src/data/affordability/maxPrice.js';
import { DataStore } from '../../server/src/data/DataStore.js';
import { loadFixtures } from '../../server/src/data/loadFixtures.js';

// Hand-worked cases of the affordability and rent-or-buy computations (issue 20, point 4).
// Pune's rules (purchase-costs.json): stamp duty 5% (a woman 4%), local body surcharge 1%,
// metro cess 1%, registration 1% at most ₹30,000, no GST on a ready home; each line is
// rounded to the rupee. RBI LTV: 90% up to ₹30 lakh, 80% up to ₹75 lakh, 75% above; at
// or below ₹10 lakh the duty and registration join the cost the LTV is taken of.

const data = DataStore.fromFixtureDir();
const lending = loadFixtures().lendingRules;
const L = 1_00_000;

describe('the inverse EMI', () => {
  it.each([
    // The textbook EMIs: ₹1 lakh at 12% over 1 year is ₹8,884.88; ₹10 lakh at 9% over 20 years ₹8,997.26;
    // at 0% the loan is simply EMI × months.
    [12, 1, 8_884.88, 1 * L],
    [9, 20, 8_997.26, 10 * L],
    [0, 10, 10_000, 12 * L],
  ])('at %s%% over %s years, an EMI of ₹%s repays ₹%s', (rate, years, emi, loan) => {
    expect(loanForEmi(emi, rate, years)).toBeCloseTo(loan, 0);
    expect(emiFor(loan, rate, years)).toBeCloseTo(emi, 1);
  });

  it('₹50 lakh at 8.5% over 20 years is an EMI of ₹43,391, and the EMI gives the loan back', () => {
    expect(Math.round(emiFor(50 * L, 8.5, 20))).toBe(43_391);
    expect(loanForEmi(emiFor(50 * L, 8.5, 20), 8.5, 20)).toBeCloseTo(50 * L, 4);
  });

  it('after one EMI of ₹8,884.88 at 1% a month, ₹1 lakh has ₹92,115.12 outstanding; after twelve, nothing', () => {
    expect(outstandingAfter(L, 12, 1, 1)).toBeCloseTo(1_01_000 - 8_884.878868, 2);
    expect(outstandingAfter(L, 12, 1, 12)).toBe(0);
  });
});

describe('the RBI loan-to-value bands, at and across each boundary', () => {
  it.each([
    [1, 90],
    [30 * L, 90],
    [30 * L + 1, 80],
    [75 * L, 80],
    [75 * L + 1, 75],
    [500 * 100 * L, 75],
  ])('a price of ₹%i may be lent %i%%', (price, percent) => {
    expect(ltvPercentFor(lending, price)).toBe(percent);
  });
});

const pune = { city: 'Pune', tenureYears: 20, bedrooms: 2 };

describe('the maximum price, with each binding limit', () => {
  it('FOIR: ₹50,000 a month at FOIR 50% and 0% gives a ₹60 lakh loan; ₹1 Cr savings stretch to ₹1,49,25,234', () => {
    // EMI 25,000 × 240 months = ₹60,00,000. Above ₹80 lakh the FOIR loan is below 75% of the price, so
    // need = P + round(5%·P) + 2·round(1%·P) + 30,000 − 60,00,000 ≤ 1,00,00,000.
    // P = 1,49,25,234: 7,46,262 + 2 × 1,49,252 + 30,000 = 10,74,766 of charges, need 1,00,00,000 (fits).
    // P = 1,49,25,235: the same charges, need 1,00,00,001 (does not).
    const answer = data.affordability({ ...pune, income: 50_000, savings: 100 * L, rate: 0, foir: 50 });
    expect(answer).toMatchObject({ maxPrice: 1_49_25_234, loan: 60 * L, emi: 25_000, charges: 10_74_766, cashUpFront: 100 * L, bindingLimit: 'FOIR', maxEmi: 25_000, foirLoan: 60 * L, ltvPercent: 75 });
  });

  it('LTV: ₹6 lakh of savings buy exactly ₹30 lakh, the last price lent 90%', () => {
    // At ₹30 lakh: charges 1,50,000 + 30,000 + 30,000 + 30,000 = 2,40,000, loan 90% = 27,00,000, need 5,40,000 ≤ 6,00,000.
    // One rupee more is lent only 80%: need ≈ 0.27·P + 30,000 > 8 lakh. Under 90% it would still fit: the band binds.
    const answer = data.affordability({ ...pune, income: 10 * L, savings: 6 * L, rate: 8.5 });
    expect(answer).toMatchObject({ maxPrice: 30 * L, loan: 27 * L, charges: 2_40_000, cashUpFront: 5_40_000, bindingLimit: 'LTV', ltvPercent: 90 });
  });

  it('LTV: at ₹10 lakh the charges leave the LTV cost, so ₹1,10,000 of savings stop at ₹10 lakh', () => {
    // At ₹10 lakh: charges 8% = 80,000 join the cost, loan ⌊90% × 10,80,000⌋ = 9,72,000, need 1,08,000.
    // At ₹10,00,001 the loan is 90% of the price alone: need ≈ 18% of the price = 1,80,000.
    const answer = data.affordability({ ...pune, income: 10 * L, savings: 1_10_000, rate: 8.5 });
    expect(answer).toMatchObject({ maxPrice: 10 * L, loan: 9_72_000, charges: 80_000, cashUpFront: 1_08_000, bindingLimit: 'LTV' });
  });

  it('SAVINGS: Pune, ₹2 lakh a month, ₹40 lakh savings, 8.5% over 20 years, FOIR 50%: ₹1,24,06,249', () => {
    // The FOIR loan (EMI 1,00,000) is ₹1,15,23,083, above 75% of the price: need = P + charges − ⌊75%·P⌋.
    // P = 1,24,06,249: charges 6,20,312 + 2 × 1,24,062 + 30,000 = 8,98,436, loan 93,04,686, need 39,99,999 (fits).
    // P = 1,24,06,250: charges 8,98,439, loan 93,04,687, need 40,00,002 (does not).
    const answer = data.affordability({ ...pune, income: 2 * L, existingEmi: 0, savings: 40 * L, rate: 8.5, foir: 50 });
    expect(answer).toMatchObject({ maxPrice: 1_24_06_249, loan: 93_04_686, charges: 8_98_436, cashUpFront: 39_99_999, bindingLimit: 'SAVINGS', foirLoan: 1_15_23_083 });
    expect(answer.emi).toBe(Math.round(emiFor(93_04_686, 8.5, 20)));
    // Every Pune locality at 700 sq ft (2 bedrooms), priced at its registered median ₹/sq ft of carpet area
    // (the price check's, last 4 quarters), most room first; Koregaon Park's ₹16,459 × 700 = ₹1,15,21,300 still fits.
    expect(answer.localities.map((row) => [row.slug, row.pricePerSqft, row.typicalPrice, row.fits])).toEqual([
      ['wagholi', 6_004, 42_02_800, true],
      ['hinjewadi', 7_910, 55_37_000, true],
      ['wakad', 8_371, 58_59_700, true],
      ['kharadi', 10_110, 70_77_000, true],
      ['baner', 11_185, 78_29_500, true],
      ['viman-nagar', 11_599, 81_19_300, true],
      ['kothrud', 12_193, 85_35_100, true],
      ['aundh', 13_143, 92_00_100, true],
      ['bund-garden-road', 15_657, 1_09_59_900, true],
      ['koregaon-park', 16_459, 1_15_21_300, true],
    ]);
    for (const row of answer.localities) expect(row.pricePerSqft).toBe(data.localityPriceCheck('Pune', row.slug)!.registered.median);
    expect(answer.localities[0]!.headroom).toBe(1_24_06_249 - 42_02_800);
    // Listings up to the maximum price, dearest first (401 at ₹1.62 Cr is over it).
    expect(answer.properties.map((row) => [row.id, row.price])).toEqual([
      ['403', 1_19_00_000],
      ['406', 79_00_000],
      ['405', 68_00_000],
      ['407', 36_00_000],
    ]);
    expect(answer.defaultsUsed).toEqual(['buyer', 'status']);
  });

  it('the same answer for 700 sq ft of carpet as for 2 bedrooms', () => {
    const byArea = data.affordability({ city: 'Pune', income: 2 * L, savings: 40 * L, rate: 8.5, tenureYears: 20, carpetAreaSqft: 700 });
    const byBedrooms = data.affordability({ city: 'Pune', income: 2 * L, savings: 40 * L, rate: 8.5, tenureYears: 20, bedrooms: 2 });
    expect({ ...byArea, assumptions: [] }).toEqual({ ...byBedrooms, assumptions: [] });
  });

  it('existing EMIs that use up the FOIR leave only the savings: no loan', () => {
    // Savings ₹8 lakh, no loan: P + round(5%·P) + 3 × round(1%·P) ≤ 8 lakh (the registration is 1% below ₹30 lakh).
    // P = 7,40,742: 37,037 + 3 × 7,407 = 59,258 of charges, 8,00,000 in all; P = 7,40,743: 8,00,001.
    const answer = data.affordability({ ...pune, income: L, existingEmi: 60_000, savings: 8 * L, rate: 8.5 });
    expect(answer).toMatchObject({ maxEmi: 0, foirLoan: 0, loan: 0, emi: 0, maxPrice: 7_40_742, bindingLimit: 'FOIR' });
  });

  it('Delhi NCR judges each locality by its own area and says so', () => {
    const answer = data.affordability({ city: 'delhi ncr', income: 3 * L, savings: 50 * L, rate: 8.5, bedrooms: 3 });
    expect(answer.notes[0]).toMatch(/^Stamp duty differs across Delhi NCR's areas, so each has its own maximum price: Delhi ₹[\d.]+ (Cr|lakh), Gurugram ₹[\d.]+ (Cr|lakh), Noida\/Greater Noida\/Ghaziabad ₹[\d.]+ (Cr|lakh)\./);
    expect(answer.localities.length).toBeGreaterThan(5);
  });
});

describe('rent or buy, worked by hand for 3 years', () => {
  it('₹1 Cr in Baner, half borrowed at 0% over 20 years, ₹30,000 rent, 10% growth and return', () => {
    // Charges ₹7,30,000 (5% + 1% + 1% + ₹30,000); the loan ₹50 lakh, EMI ₹20,833.33 (₹2,50,000 a year),
    // upkeep 0.5% = ₹50,000: outgoings ₹3,00,000 a year. The renter starts with 50 lakh + 7.3 lakh = ₹57,30,000.
    // Rent: 3,60,000, 3,96,000, 4,35,600 — always above the buyer's outgoings, so the buyer invests the difference.
    // Year 1: renter 57,30,000 × 1.1 = 63,03,000. Buyer 1.1 Cr × 0.99 − 47,50,000 + 60,000 = 62,00,000.
    // Year 2: renter 69,33,300. Buyer invested 60,000 × 1.1 + 96,000 = 1,62,000; 1.21 Cr × 0.99 − 45,00,000 + 1,62,000 = 76,41,000.
    // Year 3: renter 76,26,630. Buyer invested 1,78,200 + 1,35,600 = 3,13,800; 1.331 Cr × 0.99 − 42,50,000 + 3,13,800 = 92,40,700.
    const answer = data.rentVsBuy({ price: 100 * L, city: 'Pune', locality: 'Baner', rent: 30_000, rentGrowth: 10, priceGrowth: 10, loanShare: 50, rate: 0, tenureYears: 20, upkeep: 0.5, returnRate: 10, years: 3 });
    expect(answer).toMatchObject({ loan: 50 * L, emi: 20_833, charges: 7_30_000, cashUpFront: 57_30_000, breakEvenYear: 2, defaultsUsed: [] });
    expect(answer.years).toEqual([
      { year: 1, buyerNetWorth: 62_00_000, renterNetWorth: 63_03_000, rent: 3_60_000, buyerOutgoings: 3_00_000, homeValue: 1_10_00_000, loanOutstanding: 47_50_000 },
      { year: 2, buyerNetWorth: 76_41_000, renterNetWorth: 69_33_300, rent: 3_96_000, buyerOutgoings: 3_00_000, homeValue: 1_21_00_000, loanOutstanding: 45_00_000 },
      { year: 3, buyerNetWorth: 92_40_700, renterNetWorth: 76_26_630, rent: 4_35_600, buyerOutgoings: 3_00_000, homeValue: 1_33_10_000, loanOutstanding: 42_50_000 },
    ]);
  });

  it('no break-even within the horizon is null', () => {
    const answer = data.rentVsBuy({ price: 100 * L, city: 'Pune', locality: 'baner', rent: 10_000, priceGrowth: 0, years: 5 });
    expect(answer.breakEvenYear).toBeNull();
    expect(answer.years).toHaveLength(5);
  });

  it('property 401 fills price, city and locality; the defaults come from Baner and are named with their sources', () => {
    const answer = data.rentVsBuy({ property: '401' });
    expect(answer).toMatchObject({ price: 1_62_00_000, city: 'Pune', locality: 'Baner', localitySlug: 'baner', propertyId: '401', loan: 1_21_50_000 });
    expect(answer.years).toHaveLength(20);
    expect(answer.defaultsUsed).toEqual(['rent', 'rentGrowth', 'priceGrowth', 'loanShare', 'rate', 'tenureYears', 'upkeep', 'returnRate', 'years']);
    const byName = Object.fromEntries(answer.assumptions.map((row) => [row.name, row]));
    // Rent: 3.3% × ₹1.62 Cr ÷ 12 = ₹44,550. Growth: (11,500 / 8,279)^(1/5) − 1 = 6.79% a year.
    expect(byName['Monthly rent']).toMatchObject({ value: '₹44,550', source: expect.stringMatching(/^Baner's rental yield 3\.3% × price ÷ 12 \(GharInsight illustrative series/) });
    expect(byName['Price growth']).toMatchObject({ value: '6.79% a year', source: expect.stringContaining("Baner's 5-year annualised change, ₹8,279/sq ft (Q3 2020) to ₹11,500/sq ft (Q3 2025)") });
    expect(byName['Loan share']!.source).toMatch(/^Capped at 75% by the RBI's loan-to-value limit/);
    expect(byName['Purchase charges']).toMatchObject({ value: '₹11.64 lakh', source: expect.stringMatching(/^Maharashtra's Stamp duty 5%/) });
  });
});

describe('the maximum price is the highest that fits, whatever the state rules (a scan cross-checks the search)', () => {
  const fixtures = loadFixtures();
  const rules = fixtures.purchaseCosts;
  const cases = rules.regions.flatMap((region) =>
    (['MAN', 'WOMAN', 'JOINT'] as const).flatMap((buyer) =>
      (['READY_TO_MOVE', 'UNDER_CONSTRUCTION'] as const).map((status) => ({ city: region.city, area: region.area, buyer, status })),
    ),
  );
  // (With today's rules need(P) never falls as the price rises, so this checks the answer, not the pieces: see maxPrice.ts.)
  // Savings and FOIR loans that put the answer near the ₹10 lakh, ₹20 lakh, ₹30 lakh, ₹45 lakh and ₹75 lakh edges.
  const budgets = [
    [1_20_000, 9 * L],
    [3_00_000, 25 * L],
    [6_50_000, 40 * L],
    [12 * L, 60 * L],
    [20 * L, 90 * L],
  ] as const;

  it.each(cases)('$city $area, $buyer, $status', ({ city, area, buyer, status }) => {
    const profile = { city, area, buyer, status, carpetAreaSqM: 55, firstSale: status === 'UNDER_CONSTRUCTION' };
    for (const [savings, foirLoan] of budgets) {
      const { maxPrice } = solveMaxPrice(rules, lending, profile, foirLoan, savings);
      const fits = (price: number) => needAt(rules, lending, profile, foirLoan, price).need <= savings;
      expect(fits(maxPrice)).toBe(true);
      // Every rupee of the ₹100 above it, every edge and the rupee after it, and a price every ₹29,989 up to 1.5 × the answer.
      const probes = [
        ...Array.from({ length: 100 }, (_, i) => maxPrice + 1 + i),
        ...pieceEdges(rules, lending, profile).flatMap((edge) => [edge, edge + 1]),
        ...Array.from({ length: Math.ceil((maxPrice * 0.5) / 29_989) }, (_, i) => maxPrice + 1 + i * 29_989),
      ].filter((price) => price > maxPrice);
      expect(probes.filter(fits)).toEqual([]);
    }
  });
});
