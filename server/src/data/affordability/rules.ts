import { z } from 'zod';
import { COMPONENT_KINDS } from '../purchaseCost/rules.js';

// The shape of server/fixtures/lending-rules.json: the lending rules and the editable
// assumptions of the affordability and rent-or-buy tools, as data with their source
// and date (DATA.md "Lending rules"). zod checks the shape at start-up and gives the
// path of every fault; checkLendingRules adds what a shape cannot say (bands in order,
// the last one open).

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date YYYY-MM-DD');
const rupees = z.number().int().positive();
const percent = z.number().min(0).max(100);

const sourceSchema = z.strictObject({
  /** Publisher or authority, e.g. "Reserve Bank of India". */
  name: z.string().min(1),
  /** Which document and when, without a URL. */
  citation: z.string().min(1),
});

export const lendingRulesSchema = z.strictObject({
  /** When the rules were last checked against the sources, `YYYY-MM`. */
  checkedOn: z.string().regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
  ltv: z.strictObject({
    label: z.string().min(1),
    source: sourceSchema,
    effectiveFrom: isoDate,
    /** The band the whole price falls in sets the share (not marginal); `upTo` inclusive, null for the last band. */
    bands: z.array(z.strictObject({ upTo: rupees.nullable(), percent })).min(1),
  }),
  chargesInCost: z.strictObject({
    label: z.string().min(1),
    source: sourceSchema,
    effectiveFrom: isoDate,
    /** At or below this price the charges of `kinds` join the cost the LTV is taken of. */
    maxPrice: rupees,
    kinds: z.array(z.enum(COMPONENT_KINDS)).min(1),
    note: z.string().min(1),
  }),
  foir: z.strictObject({ label: z.string().min(1), source: sourceSchema, defaultPercent: percent, maxPercent: percent }),
  interestRate: z.strictObject({ label: z.string().min(1), source: sourceSchema, defaultPercent: z.number().positive().max(30) }),
  homeSizes: z.strictObject({
    label: z.string().min(1),
    source: sourceSchema,
    carpetAreaSqftByBedrooms: z.record(z.string().regex(/^[1-9]$/, 'must be a bedroom count 1-9'), z.number().int().positive()),
  }),
  rentVsBuy: z.strictObject({
    source: sourceSchema,
    rentGrowthPercent: percent,
    loanSharePercent: percent,
    tenureYears: z.number().int().min(1).max(40),
    upkeepPercent: percent,
    returnPercent: percent,
    sellingCostPercent: percent,
    years: z.number().int().min(1).max(30),
  }),
});

export type LendingRules = z.infer<typeof lendingRulesSchema>;
export type LendingSource = z.infer<typeof sourceSchema>;

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/** Checks the parsed JSON of lending-rules.json: the rules, or "file: path: what is wrong" lines. */
export function checkLendingRules(json: unknown, file: string): { rules?: LendingRules; problems: string[] } {
  const parsed = lendingRulesSchema.safeParse(json);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${file}: ${formatPath(issue.path) || '(top level)'}: ${issue.message}`) };
  }
  const rules = parsed.data;
  const problems: string[] = [];
  const bounds = rules.ltv.bands.map((band) => band.upTo);
  if (bounds[bounds.length - 1] !== null) problems.push(`${file}: ltv.bands: the last band must be open (upTo null)`);
  const closed = bounds.slice(0, -1);
  if (closed.some((bound, i) => bound === null || (i > 0 && bound <= closed[i - 1]!))) problems.push(`${file}: ltv.bands: upTo must rise from band to band, only the last one open`);
  if (rules.foir.defaultPercent > rules.foir.maxPercent) problems.push(`${file}: foir.defaultPercent: must be at most maxPercent`);
  const sizes = Object.keys(rules.homeSizes.carpetAreaSqftByBedrooms).map(Number).sort((a, b) => a - b);
  if (sizes.some((count, i) => count !== i + 1)) problems.push(`${file}: homeSizes.carpetAreaSqftByBedrooms: bedrooms must run 1, 2, 3… without a gap`);
  return problems.length ? { problems } : { rules, problems };
}
