/**
 * The URL slug of a locality or city name: lower case, ASCII letters and digits,
 * words joined by single hyphens ("Marathahalli–ORR" → "marathahalli-orr",
 * "Delhi NCR" → "delhi-ncr"). The web app builds links with the same rule
 * (web/src/config/paths.ts); a test checks both agree on every locality.
 */
export function localitySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
