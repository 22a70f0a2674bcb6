// The footer's resource and company pages (spec section 2): slugs and titles only.
// Plain data without imports, so the server's sitemap (server/src/http/seoFiles.ts)
// reads the same list as the router and the footer (features/info/infoPages.ts).

export type InfoSection = 'resources' | 'company';

export interface InfoPageLink {
  slug: string;
  title: string;
}

export const RESOURCE_PAGES: readonly InfoPageLink[] = [
  { slug: 'investment-guide', title: 'Investment Guide' },
  { slug: 'glossary', title: 'Glossary' },
  { slug: 'trends-report', title: 'Market Trends Report' },
  { slug: 'builder-reviews', title: 'Builder Reviews' },
  { slug: 'research', title: 'Research' },
];

export const COMPANY_PAGES: readonly InfoPageLink[] = [
  { slug: 'about', title: 'About Us' },
  { slug: 'contact', title: 'Contact Us' },
  { slug: 'careers', title: 'Careers' },
  { slug: 'press', title: 'Press' },
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Service' },
  { slug: 'cookies', title: 'Cookie Policy' },
];
