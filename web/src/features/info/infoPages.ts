import { generatePath } from 'react-router-dom';
import { paths } from '../../config/paths';
import { COMPANY_PAGES, RESOURCE_PAGES, type InfoPageLink, type InfoSection } from '../../config/infoPageList';

// The footer's resource and company pages: the list itself is plain data in
// config/infoPageList.ts (the server's sitemap reads it too); these are the helpers.

export { COMPANY_PAGES, RESOURCE_PAGES, type InfoPageLink, type InfoSection };

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
