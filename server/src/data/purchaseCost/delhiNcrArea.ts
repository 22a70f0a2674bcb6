// Which of Delhi NCR's three duty areas a locality lies in. The one place that maps
// them until the localities fixture (issue 10) lands: then this should read the
// locality record's `area` instead of this table.
const AREA_BY_LOCALITY: Record<string, string> = {
  'golf course road': 'Gurugram',
  'golf course extension road': 'Gurugram',
  'dwarka expressway': 'Gurugram',
  'new gurgaon': 'Gurugram',
  'noida sector 150': 'Noida/Greater Noida/Ghaziabad',
  'greater noida west': 'Noida/Greater Noida/Ghaziabad',
  dwarka: 'Delhi',
};

/** The area of a Delhi NCR locality (matched without regard to case), or undefined when unknown. */
export function delhiNcrAreaOf(locality: string): string | undefined {
  return AREA_BY_LOCALITY[locality.trim().toLowerCase().replace(/\s+/g, ' ')];
}
