import { plainNumber, type CsvTable } from '../../shared/csv/csvTable';
import type { AffordabilityQuery, RentVsBuyQuery } from '../../generated/graphql';

// The tools' tables as files: the figures without ₹ or grouping, the source last.

type Affordability = AffordabilityQuery['affordability'];
type RentVsBuy = RentVsBuyQuery['rentVsBuy'];

export function affordabilityCsv(answer: Affordability): CsvTable {
  return {
    header: ['Locality', 'Price per sq ft (₹)', `Typical price for ${answer.carpetAreaSqft} sq ft (₹)`, 'Fits', 'Headroom (₹)'],
    rows: [
      ['Maximum price', null, plainNumber(answer.maxPrice), null, null],
      ['Loan', null, plainNumber(answer.loan), null, null],
      ['EMI a month', null, plainNumber(answer.emi), null, null],
      ['Cash up front', null, plainNumber(answer.cashUpFront), null, null],
      ...answer.localities.map((row) => [row.name, plainNumber(row.pricePerSqft), plainNumber(row.typicalPrice), row.fits ? 'yes' : 'no', plainNumber(row.headroom)]),
    ],
    source: { name: "Localities' average price per sq ft (GharInsight sample data); RBI LTV limits; the state's purchase-cost rules", asOf: null },
  };
}

export function rentVsBuyCsv(answer: RentVsBuy): CsvTable {
  return {
    header: ['Year', "Buyer's net worth (₹)", "Renter's net worth (₹)", 'Rent paid (₹)', "Buyer's EMIs and upkeep (₹)", 'Home value (₹)', 'Loan outstanding (₹)'],
    rows: answer.years.map((row) => [
      row.year,
      plainNumber(row.buyerNetWorth),
      plainNumber(row.renterNetWorth),
      plainNumber(row.rent),
      plainNumber(row.buyerOutgoings),
      plainNumber(row.homeValue),
      plainNumber(row.loanOutstanding),
    ]),
    source: { name: `Rent or buy in ${answer.locality}, ${answer.city}: ${answer.assumptions.map((row) => `${row.name} ${row.value}`).join('; ')}`, asOf: null },
  };
}
