import { lazy, Suspense, useState } from 'react';
import { Button, Layout } from 'antd';
import { MenuOutlined, SearchOutlined } from '@ant-design/icons';
import { Link, NavLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../config/constants';
import { paths } from '../config/paths';
import { HeaderSearch } from './HeaderSearch';
import { NAV_ITEMS } from './navigation';
import { ThemeSwitch } from './ThemeSwitch';
import { SavedHeaderLink } from '../features/saved/SavedHeaderLink';
import { DeferredHydration } from '../shared/ui/DeferredHydration';

const MobileMenu = lazy(async () => ({ default: (await import('./MobileMenu')).MobileMenu }));

/**
 * The top navigation and the site search. Below 768 px (layout.css) the inline links and
 * the search give way to a menu button that opens them in a slide-out drawer.
 */
export function AppHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <Layout.Header className="app-header">
      <Link to={paths.home} className="app-brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{PRODUCT_NAME}</span>
      </Link>
      <nav aria-label="Main" className="app-nav app-nav-inline">
        <NavLinks />
      </nav>
      <div className="app-header-search">
        <HeaderSearch />
      </div>
      <div className="app-header-actions">
        {/* Where the header has no room for the box (768-1199 px), a link to the search page. */}
        <Link to={paths.search} className="app-header-search-link" aria-label="Open the search page">
          <SearchOutlined />
        </Link>
        {/* Hidden on phones (layout.css), and its count waits on the saved list: hydrated on its own, when seen. */}
        <DeferredHydration>
          <SavedHeaderLink className="app-nav-link app-header-saved" />
        </DeferredHydration>
        <ThemeSwitch />
        <Button
          className="app-menu-button"
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuLoaded(true);
            setMenuOpen(true);
          }}
        />
      </div>
      {menuLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu}>
            <div className="app-drawer-search">
              <HeaderSearch onNavigate={closeMenu} />
            </div>
            <nav aria-label="Mobile" className="app-nav app-nav-drawer">
              <NavLinks onNavigate={closeMenu} />
              <SavedHeaderLink className="app-nav-link" onNavigate={closeMenu} />
            </nav>
          </MobileMenu>
        </Suspense>
      ) : null}
    </Layout.Header>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      {NAV_ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === paths.home} className="app-nav-link" onClick={onNavigate}>
          {item.label}
        </NavLink>
      ))}
    </>
  );
}
