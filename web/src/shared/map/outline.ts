// A city's outline, fetched from this server's API when a map first needs it (never inlined
// in the page) and kept for the page's life, so a second map of the same city asks once.

export interface CityOutline {
  type: 'FeatureCollection';
  features: { type: 'Feature'; properties: { name: string; kind: string }; geometry: unknown }[];
}

const outlines = new Map<string, Promise<CityOutline>>();

export function loadOutline(citySlug: string): Promise<CityOutline> {
  let outline = outlines.get(citySlug);
  if (!outline) {
    outline = fetch(`/api/cities/${encodeURIComponent(citySlug)}/outline`, { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`outline of ${citySlug}: HTTP ${response.status}`);
      return response.json() as Promise<CityOutline>;
    });
    // A failed load is tried again by the next map.
    outline.catch(() => outlines.delete(citySlug));
    outlines.set(citySlug, outline);
  }
  return outline;
}
