import { z } from 'zod';

// The shape of server/fixtures/purchase-costs.json: purchase-cost rules as data
// (DATA.md "Purchase costs"). zod checks the shape at start-up and gives the path of
// every fault; checkPurchaseCostRules adds the rules a shape cannot say (every city
// covered, slabs in order, a cess naming an earlier component).

export const BUYER_PROFILES = ['MAN', 'WOMAN', 'JOINT'] as const;
export type BuyerProfile = (typeof BUYER_PROFILES)[number];
export const CONSTRUCTION_STATUSES = ['READY_TO_MOVE', 'UNDER_CONSTRUCTION'] as const;
export type ConstructionStatus = (typeof CONSTRUCTION_STATUSES)[number];
export const COMPONENT_KINDS = ['STAMP_DUTY', 'CESS', 'SURCHARGE', 'TRANSFER_DUTY', 'REBATE', 'REGISTRATION', 'FEE', 'GST'] as const;
/** Delhi NCR's three duty areas, named exactly as the localities fixture names them. */
export const DELHI_NCR_AREAS = ['Delhi', 'Gurugram', 'Noida/Greater Noida/Ghaziabad'] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date YYYY-MM-DD');
const rupees = z.number().int().nonnegative();
const percent = z.number().min(-100).max(100);

const sourceSchema = z.strictObject({
  /** Publisher or authority, e.g. "IGR Maharashtra". */
  name: z.string().min(1),
  /** Where and when it was said, without a URL, e.g. "as reported by Housing.com (2025)". */
  citation: z.string().min(1),
});

const slabSchema = z
  .strictObject({
    /** Upper end of the band in whole rupees, inclusive; null for the last, open band. */
    upTo: rupees.nullable(),
    percent: percent.optional(),
    amount: rupees.optional(),
    /** Where this band's rate comes from; every band with a rate names one. */
    source: sourceSchema.optional(),
    /** The cited sources give no rate for this band: the calculator leaves the charge out and says so. */
    notModelled: z.literal(true).optional(),
  })
  .refine(
    (slab) => [slab.percent, slab.amount, slab.notModelled].filter((value) => value !== undefined).length === 1,
    'a slab has exactly one of percent, amount or notModelled',
  )
  .refine((slab) => (slab.notModelled === undefined) === (slab.source !== undefined), 'a slab with a rate names its source; a band not modelled names none');

const basisSchema = z.discriminatedUnion('type', [
  /** A percent of the duty value; `cap` bounds the amount's size (a rebate is a negative percent). */
  z.strictObject({ type: z.literal('percent'), percent, cap: rupees.optional() }),
  /** The band the whole value falls in sets the percent or the fixed amount (not marginal). */
  z.strictObject({ type: z.literal('slabs'), slabs: z.array(slabSchema).min(1) }),
  /** A percent of an earlier component's amount (Karnataka's cess and surcharge on the duty). */
  z.strictObject({ type: z.literal('percentOfComponent'), component: z.string().min(1), percent }),
  z.strictObject({ type: z.literal('fixed'), amount: rupees }),
]);

const conditionSchema = z.strictObject({
  buyers: z.array(z.enum(BUYER_PROFILES)).min(1).optional(),
  /** Only the first sale of a new flat (true) or only resales (false). */
  firstSale: z.boolean().optional(),
  /** Only when the duty value is strictly above this many rupees. */
  valueAbove: rupees.optional(),
  /** Only when the duty value is at most this many rupees. */
  valueAtMost: rupees.optional(),
});

const variantSchema = z.strictObject({
  /** null: applies to everyone. The first variant whose condition holds is used. */
  when: conditionSchema.nullable(),
  /** The date this rate took effect; null when the sources do not give one. */
  effectiveFrom: isoDate.nullable(),
  basis: basisSchema,
});

const componentSchema = z.strictObject({
  id: z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'must be kebab-case'),
  kind: z.enum(COMPONENT_KINDS),
  label: z.string().min(1),
  source: sourceSchema,
  note: z.string().min(1).nullable(),
  variants: z.array(variantSchema).min(1),
});

const regionSchema = z.strictObject({
  city: z.string().min(1),
  /** Delhi NCR only: which of its three areas; null elsewhere. */
  area: z.enum(DELHI_NCR_AREAS).nullable(),
  state: z.string().min(1),
  /** Where the sources disagree or a rule is unclear, said plainly. */
  notes: z.array(z.string().min(1)),
  components: z.array(componentSchema).min(1),
});

const gstSchema = z.strictObject({
  label: z.string().min(1),
  source: sourceSchema,
  effectiveFrom: isoDate,
  readyToMovePercent: percent,
  underConstructionPercent: percent,
  affordable: z.strictObject({
    percent,
    /** Price at most this many rupees. */
    maxValue: rupees,
    metroCities: z.array(z.string().min(1)).min(1),
    maxCarpetAreaSqMMetro: z.number().positive(),
    maxCarpetAreaSqMElsewhere: z.number().positive(),
  }),
  note: z.string().min(1).nullable(),
});

export const purchaseCostRulesSchema = z.strictObject({
  /** When the rates were last checked against the sources, `YYYY-MM`. */
  checkedOn: z.string().regex(/^\d{4}-\d{2}$/, 'must be YYYY-MM'),
  gst: gstSchema,
  regions: z.array(regionSchema).min(1),
});

export type PurchaseCostRules = z.infer<typeof purchaseCostRulesSchema>;
export type Region = PurchaseCostRules['regions'][number];
export type CostComponent = Region['components'][number];
export type Variant = CostComponent['variants'][number];
export type Basis = Variant['basis'];
export type Slab = Extract<Basis, { type: 'slabs' }>['slabs'][number];
export type DataSourceRef = z.infer<typeof sourceSchema>;

/** `regions[2].components[0].id` from zod's path. */
function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/**
 * Checks the parsed JSON of purchase-costs.json. Returns the rules, or the problems as
 * "file: path: what is wrong" lines for the start-up error.
 */
export function checkPurchaseCostRules(json: unknown, file: string, cityNames: readonly string[]): { rules?: PurchaseCostRules; problems: string[] } {
  const parsed = purchaseCostRulesSchema.safeParse(json);
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => `${file}: ${formatPath(issue.path) || '(top level)'}: ${issue.message}`) };
  }
  const rules = parsed.data;
  const problems: string[] = [];
  const seen = new Set<string>();
  rules.regions.forEach((region, r) => {
    const at = `${file}: regions[${r}]`;
    if (!cityNames.includes(region.city)) problems.push(`${at}.city: "${region.city}" is not in cities.json`);
    if ((region.city === 'Delhi NCR') !== (region.area !== null)) problems.push(`${at}.area: Delhi NCR regions need an area, other cities none`);
    const key = `${region.city}/${region.area ?? ''}`;
    if (seen.has(key)) problems.push(`${at}: ${key} has a second set of rules`);
    seen.add(key);
    const ids: string[] = [];
    region.components.forEach((component, c) => {
      const cat = `${at}.components[${c}]`;
      if (ids.includes(component.id)) problems.push(`${cat}.id: "${component.id}" is used twice`);
      component.variants.forEach((variant, v) => {
        const basis = variant.basis;
        const vat = `${cat}.variants[${v}].basis`;
        if (basis.type === 'percentOfComponent' && !ids.includes(basis.component)) {
          problems.push(`${vat}.component: "${basis.component}" must name an earlier component of the region`);
        }
        if (basis.type === 'slabs') {
          const bounds = basis.slabs.map((slab) => slab.upTo);
          if (bounds[bounds.length - 1] !== null) problems.push(`${vat}.slabs: the last slab must be open (upTo null)`);
          const closed = bounds.slice(0, -1);
          if (closed.some((bound, i) => bound === null || (i > 0 && bound <= closed[i - 1]!))) {
            problems.push(`${vat}.slabs: upTo must rise from slab to slab, only the last one open`);
          }
        }
      });
      ids.push(component.id);
    });
  });
  for (const city of cityNames) {
    if (city === 'Delhi NCR') {
      for (const area of DELHI_NCR_AREAS) if (!seen.has(`${city}/${area}`)) problems.push(`${file}: no rules for Delhi NCR area "${area}"`);
    } else if (!seen.has(`${city}/`)) problems.push(`${file}: no rules for ${city}`);
  }
  for (const city of rules.gst.affordable.metroCities) {
    if (!cityNames.includes(city)) problems.push(`${file}: gst.affordable.metroCities: "${city}" is not in cities.json`);
  }
  return problems.length ? { problems } : { rules, problems };
}
