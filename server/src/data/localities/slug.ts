/**
 * The URL slug of a locality or city name ("Delhi NCR" → "delhi-ncr"). One rule for
 * both sides: the web app's route module has no imports, so the server uses it as is
 * (the sitemap and info-page list do the same) rather than keeping a copy that could drift.
 */
export { localitySlug } from '../../../../web/src/config/paths.js';
