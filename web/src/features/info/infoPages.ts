import { generatePath } from 'react-router-dom';
import { paths } from '../../config/paths';

// The footer's resource and company pages (spec section 2): slugs and titles only,
// so the footer and the router can name them without loading the page texts.

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

/** The footer's Company column; terms and cookies sit with the legal links. */
export const COMPANY_COLUMN_SLUGS = ['about', 'contact', 'careers', 'press', 'privacy'] as const;
export const LEGAL_SLUGS = ['privacy', 'terms', 'cookies'] as const;

export function findInfoPage(section: InfoSection, slug: string | undefined): InfoPageLink | undefined {
  const pages = section === 'resources' ? RESOURCE_PAGES : COMPANY_PAGES;
  return pages.find((page) => page.slug === slug);
}

export function infoPagePath(section: InfoSection, slug: string): string {
  return generatePath(section === 'resources' ? paths.resource : paths.company, { page: slug });
}

export function companyPage(slug: string): InfoPageLink {
  const page = findInfoPage('company', slug);
  if (!page) throw new Error(`Unknown company page ${slug}`);
  return page;
}
