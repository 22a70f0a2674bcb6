// A developer's delivery record and the rating computed from it: the one place the
// formula lives (shown on /methodology#developer-rating; tests recompute it).
//
//   onTimeShare         = onTime / delivered
//   averageDelayMonths  = mean of delayMonths (0 when nothing was delayed)
//   complaintsPerProject = complaints / (delivered + underConstruction)
//   rating = 5 × (0.6 × onTimeShare
//               + 0.2 × (1 − min(averageDelayMonths, 24) / 24)
//               + 0.2 × (1 − min(complaintsPerProject, 2) / 2)), to one decimal
//
// A developer with nothing delivered is unrated (null).

/** The stored record (property-developers.json `deliveryRecord`). */
export interface DeliveryRecordInput {
  delivered: number;
  onTime: number;
  delayed: number;
  delayMonths: number[];
  underConstruction: number;
  complaints: number;
  reraPortal: string;
}

export const RATING_WEIGHTS = { onTime: 0.6, delay: 0.2, complaints: 0.2 } as const;
/** Delays of this many months or more score nothing on the delay term. */
export const DELAY_CAP_MONTHS = 24;
/** Complaints per project at which the complaints term scores nothing. */
export const COMPLAINTS_CAP_PER_PROJECT = 2;

export interface DeliveryFigures {
  /** Share of delivered projects handed over by the date registered with RERA, in percent, to one decimal; null when none delivered. */
  onTimeSharePercent: number | null;
  /** Mean delay of the delayed projects, in months, to one decimal; 0 when none was delayed. */
  averageDelayMonths: number;
  /** Complaints per project (delivered and under construction), to two decimals. */
  complaintsPerProject: number;
  /** The rating out of 5, to one decimal; null when nothing was delivered. */
  rating: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export function deliveryFigures(record: DeliveryRecordInput): DeliveryFigures {
  const projects = record.delivered + record.underConstruction;
  const averageDelay = record.delayMonths.length ? record.delayMonths.reduce((sum, months) => sum + months, 0) / record.delayMonths.length : 0;
  const complaintsPerProject = projects ? record.complaints / projects : 0;
  if (record.delivered === 0) return { onTimeSharePercent: null, averageDelayMonths: round(averageDelay, 1), complaintsPerProject: round(complaintsPerProject, 2), rating: null };
  const onTimeShare = record.onTime / record.delivered;
  const score =
    RATING_WEIGHTS.onTime * onTimeShare +
    RATING_WEIGHTS.delay * (1 - Math.min(averageDelay, DELAY_CAP_MONTHS) / DELAY_CAP_MONTHS) +
    RATING_WEIGHTS.complaints * (1 - Math.min(complaintsPerProject, COMPLAINTS_CAP_PER_PROJECT) / COMPLAINTS_CAP_PER_PROJECT);
  return {
    onTimeSharePercent: round(onTimeShare * 100, 1),
    averageDelayMonths: round(averageDelay, 1),
    complaintsPerProject: round(complaintsPerProject, 2),
    rating: round(5 * score, 1),
  };
}

/** The consistency rules of a stored record, as problems ("delayed must equal …"). */
export function checkDeliveryRecord(record: DeliveryRecordInput, counts: { projectsCompleted: number; ongoingProjects: number }): string[] {
  const problems: string[] = [];
  const counted = ['delivered', 'onTime', 'delayed', 'underConstruction', 'complaints'] as const;
  for (const key of counted) if (!Number.isInteger(record[key]) || record[key] < 0) problems.push(`${key} must be a whole number, 0 or more`);
  if (record.onTime + record.delayed !== record.delivered) problems.push(`onTime (${record.onTime}) + delayed (${record.delayed}) must equal delivered (${record.delivered})`);
  if (record.delayMonths.length !== record.delayed) problems.push(`delayMonths must list one delay per delayed project (${record.delayed}), found ${record.delayMonths.length}`);
  if (record.delayMonths.some((months) => !Number.isInteger(months) || months < 1)) problems.push('delayMonths must be whole months, at least 1');
  if (record.delivered !== counts.projectsCompleted) problems.push(`delivered (${record.delivered}) must equal projectsCompleted (${counts.projectsCompleted})`);
  if (record.underConstruction !== counts.ongoingProjects) problems.push(`underConstruction (${record.underConstruction}) must equal ongoingProjects (${counts.ongoingProjects})`);
  if (!/\S/.test(record.reraPortal)) problems.push('reraPortal must name the portal where a buyer can verify the record');
  return problems;
}

/**
 * The word shown with a builder rating out of 5: Excellent from 4.5, Very Good from 4.0, Good
 * from 3.5, Average from 3.0, Below Average under 3.0 (the bands the listings' labels use).
 */
export const RATING_LABELS = [
  { from: 4.5, label: 'Excellent' },
  { from: 4.0, label: 'Very Good' },
  { from: 3.5, label: 'Good' },
  { from: 3.0, label: 'Average' },
  { from: 0, label: 'Below Average' },
] as const;

export function ratingLabel(rating: number): string {
  return RATING_LABELS.find((band) => rating >= band.from)!.label;
}
