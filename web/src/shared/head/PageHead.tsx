import { PRODUCT_NAME } from '../../config/constants';
import { absoluteUrl, canonicalUrl, SITE_SHARE_IMAGE, type CanonicalQuery } from './headUrls';
import { jsonLdScript, type JsonLdNode } from './jsonLd';
import { usePublicUrl } from './PublicUrl';

// The one place for a page's head. React 19 hoists <title>, <meta> and <link> rendered
// anywhere into <head> (on the server, into the head of the rendered document), so each
// page renders exactly one PageHead: its route's default before its data arrives, the
// data's head after. The JSON-LD script stays in place in the body, which is valid.

export interface PageHeadProps {
  /** The page's name; the document title is 'name · GharInsight' (just 'GharInsight' without one). */
  title?: string;
  /** One or two factual sentences for the meta description and the share cards. */
  description: string;
  /** The page's path, e.g. '/property/101' (no query string: see `query`). */
  path: string;
  /** The query parameters that select the content (city, cities), for the canonical URL. */
  query?: CanonicalQuery;
  /** The og:image / twitter:image (path or absolute URL): a 1200×630 PNG card (headUrls, shareCard.ts); the site card otherwise. */
  image?: string;
  /** og:type: 'article' for news articles, 'website' otherwise. */
  type?: 'website' | 'article';
  /** schema.org nodes (jsonLd.ts), written as one application/ld+json script. */
  jsonLd?: readonly JsonLdNode[];
  /** Not-found and invalid pages: keep them out of search indexes. */
  noindex?: boolean;
  /** The page's Atom and JSON feeds, linked as rel="alternate" (paths, made absolute on the public origin). */
  feeds?: { title: string; atom: string; json: string };
}

export const documentTitle = (title: string | undefined) => (title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);

export function PageHead({ title, description, path, query, image, type = 'website', jsonLd, noindex = false, feeds }: PageHeadProps) {
  const origin = usePublicUrl();
  const fullTitle = documentTitle(title);
  const url = canonicalUrl(origin, path, query);
  const imageUrl = absoluteUrl(origin, image ?? SITE_SHARE_IMAGE);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {/* Every page has a 1200×630 picture (its own or the site card): the large card. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {feeds ? <link rel="alternate" type="application/atom+xml" title={`${feeds.title} (Atom)`} href={absoluteUrl(origin, feeds.atom)} /> : null}
      {feeds ? <link rel="alternate" type="application/feed+json" title={`${feeds.title} (JSON Feed)`} href={absoluteUrl(origin, feeds.json)} /> : null}
      {jsonLd?.length ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} /> : null}
    </>
  );
}
