import type { BuyerProfile, ConstructionStatus, PurchaseCostQuery } from '../../generated/graphql';
import { plainNumber, type CsvTable } from '../../shared/csv/csvTable';

// Small pure pieces of the purchase-cost screens, tested directly.

export type PurchaseCost = PurchaseCostQuery['purchaseCost'];

/** "Woman" means every buyer is a woman; "Joint" a man and a woman together (the rules differ). */
export const BUYER_OPTIONS: { value: BuyerProfile; label: string; title: string }[] = [
  { value: 'MAN', label: 'Man', title: 'A man buying alone (or men only)' },
  { value: 'WOMAN', label: 'Woman', title: 'A woman buying alone (or women only)' },
  { value: 'JOINT', label: 'Joint', title: 'A man and a woman buying jointly' },
];

export const STATUS_LABEL: Record<ConstructionStatus, string> = { READY_TO_MOVE: 'Ready to move', UNDER_CONSTRUCTION: 'Under construction' };

export const DELHI_NCR_AREAS = ['Delhi', 'Gurugram', 'Noida/Greater Noida/Ghaziabad'] as const;

export const SQFT_PER_SQM = 10.7639;
/** A property's carpet area in sqft as square metres, to one decimal. */
export const sqftToSqm = (sqft: number) => Math.round((sqft / SQFT_PER_SQM) * 10) / 10;

/** Spec section 9: a property without a completion date is ready to move. */
export const statusOf = (completionDate: string | null | undefined): ConstructionStatus => (completionDate ? 'UNDER_CONSTRUCTION' : 'READY_TO_MOVE');

/** 'Golf Course Road, Delhi NCR' -> 'Golf Course Road'. */
export const localityOf = (location: string) => location.split(',')[0].trim();

/** The cash a buyer needs before the loan pays out: the price less the loan, plus every charge. */
export function cashUpFront(price: number, loan: number, totalCharges: number): { downPayment: number; cash: number } {
  const downPayment = Math.max(0, price - Math.min(loan, price));
  return { downPayment, cash: downPayment + totalCharges };
}


/** The breakdown as a file: every line with its rate and source, the totals and (when known) the cash up front. */
export function costBreakdownCsv(cost: PurchaseCost, downPayment?: number): CsvTable {
  const header = ['Item', 'Rate', 'Amount (₹)', 'Source', 'Citation', 'In force since', 'Checked'];
  const lines = cost.lines.map((line) => [
    line.label,
    line.rate,
    plainNumber(line.amount),
    line.source.name,
    line.source.citation,
    line.source.effectiveFrom ?? 'not given',
    line.source.checkedOn,
  ]);
  const cash = downPayment === undefined ? [] : [['Down payment', null, plainNumber(downPayment)], ['Cash needed up front', null, plainNumber(downPayment + cost.totalCharges)]];
  return {
    header,
    rows: [['Price', null, plainNumber(cost.price)], ...lines, ['Total charges', null, plainNumber(cost.totalCharges)], ['Total cost', null, plainNumber(cost.total)], ...cash],
    source: { name: `Purchase-cost rules of ${cost.state} (source per line); rates change: check the state's registration portal`, asOf: cost.checkedOn },
  };
}
