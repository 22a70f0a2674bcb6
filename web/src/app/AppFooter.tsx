import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { FacebookOutlined, InstagramOutlined, LinkedinOutlined, XOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../config/constants';
import { dashboardPath, paths } from '../config/paths';
import {
  COMPANY_COLUMN_SLUGS,
  LEGAL_SLUGS,
  RESOURCE_PAGES,
  companyPage,
  infoPagePath,
} from '../features/info/infoPages';

// The footer of spec section 2: Explore, Resources, Company, legal links, four
// social links and the copyright line (year 2023).

const EXPLORE_LINKS = [
  { label: 'Properties', to: dashboardPath() },
  { label: 'Localities', to: dashboardPath({ amenityTab: 'localities' }) },
  { label: 'Market Trends', to: dashboardPath() },
  { label: 'Compare Properties', to: paths.compare },
  { label: 'News & Insights', to: paths.news },
];

const RESOURCE_LINKS = [
  ...RESOURCE_PAGES.map((page) => ({ label: page.title, to: infoPagePath('resources', page.slug) })),
  { label: 'Purchase Cost Calculator', to: paths.purchaseCostTool },
  { label: 'Affordability Calculator', to: paths.affordabilityTool },
  { label: 'Rent or Buy Calculator', to: paths.rentVsBuyTool },
  { label: 'How We Know (Methodology)', to: paths.methodology },
];

const COMPANY_LINKS = COMPANY_COLUMN_SLUGS.map((slug) => ({ label: companyPage(slug).title, to: infoPagePath('company', slug) }));

const LEGAL_LINKS = LEGAL_SLUGS.map((slug) => ({ label: companyPage(slug).title, to: infoPagePath('company', slug) }));

// Plain outbound links (opened in a new tab); nothing is loaded from these hosts.
const SOCIAL_LINKS: { label: string; href: string; icon: ReactNode }[] = [
  { label: `${PRODUCT_NAME} on X`, href: 'https://x.com/', icon: <XOutlined /> },
  { label: `${PRODUCT_NAME} on Facebook`, href: 'https://www.facebook.com/', icon: <FacebookOutlined /> },
  { label: `${PRODUCT_NAME} on LinkedIn`, href: 'https://www.linkedin.com/', icon: <LinkedinOutlined /> },
  { label: `${PRODUCT_NAME} on Instagram`, href: 'https://www.instagram.com/', icon: <InstagramOutlined /> },
];

export const COPYRIGHT = `© 2023 ${PRODUCT_NAME}. All rights reserved.`;
export const SAMPLE_DATA_NOTE = 'All prices, listings and figures on this site are illustrative sample data, not live market data.';

export function AppFooter() {
  return (
    <Layout.Footer className="app-footer">
      <div className="app-footer-columns">
        <div className="app-footer-about">
          <div className="app-footer-brand">{PRODUCT_NAME}</div>
          <p>Market insights for home buyers and investors in Indian cities.</p>
          <div className="app-footer-social">
            {SOCIAL_LINKS.map((link) => (
              <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
                {link.icon}
              </a>
            ))}
          </div>
        </div>
        <FooterColumn title="Explore" links={EXPLORE_LINKS} />
        <FooterColumn title="Resources" links={RESOURCE_LINKS} />
        <FooterColumn title="Company" links={COMPANY_LINKS} />
      </div>
      <div className="app-footer-bottom">
        <p>{COPYRIGHT}</p>
        <nav aria-label="Legal" className="app-footer-legal">
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
      <p className="app-footer-note">{SAMPLE_DATA_NOTE}</p>
    </Layout.Footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={title} className="app-footer-column">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
