import type { Provenance, ProvenanceKind } from '../../generated/schema';
// Not Intl.NumberFormat('en-IN'): built when this module loaded, it was a 130 ms task on a phone (see indianDigits.ts).
import { monthOf } from '../dates';
import { groupIndian } from '../indianDigits';

// The short line under every figure: "Sample data · as of Sep 2025 · 54 deals". Pure, so
// it is tested directly; ProvenanceLine shows it with a link to the figure's /methodology section.

export type ProvenanceInput = Omit<Provenance, '__typename'>;

export const KIND_LABEL: Record<ProvenanceKind, string> = {
  MEASURED: 'Counted from records',
  PUBLISHED: 'Published figures',
  ESTIMATE: 'Estimate',
  SAMPLE: 'Sample data',
};



/**
 * One provenance for a list of records of one figure (a table's rows): the first row's source,
 * kind and method, the latest as-of date, and the sample sizes added up when every row has one.
 */
export function combineProvenance(given: readonly (ProvenanceInput | null | undefined)[]): ProvenanceInput | null {
  const list = given.filter((item): item is ProvenanceInput => Boolean(item));
  if (list.length === 0) return null;
  const counted = list.every((item) => item.sampleSize !== null && item.sampleSize !== undefined);
  return {
    ...list[0],
    asOf: list.reduce((latest, item) => (item.asOf > latest ? item.asOf : latest), list[0].asOf),
    sampleSize: counted ? list.reduce((sum, item) => sum + (item.sampleSize ?? 0), 0) : null,
    sampleUnit: counted ? list[0].sampleUnit : null,
  };
}

/** "Sample data · as of Sep 2025 · 54 deals"; a published figure names its source. */
export function provenanceText(provenance: ProvenanceInput): string {
  const parts = [provenance.kind === 'PUBLISHED' ? `${KIND_LABEL.PUBLISHED}: ${provenance.source}` : KIND_LABEL[provenance.kind], `as of ${monthOf(provenance.asOf)}`];
  if (provenance.sampleSize !== null && provenance.sampleSize !== undefined) parts.push(`${groupIndian(provenance.sampleSize)} ${provenance.sampleUnit ?? 'records'}`);
  return parts.join(' · ');
}
