import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { DeferredHydration } from '../shared/ui/DeferredHydration';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { HydrationMark } from './HydrationMark';
import { OfflineSupport } from './OfflineSupport';
import './layout.css';
import './placeholderContrast.css';

/** Header, the current page and the footer. Pages load lazily inside the Suspense. */
export function AppLayout() {
  return (
    <Layout className="app-layout">
      <AppHeader />
      <Layout.Content className="app-content">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
          <HydrationMark />
          {/* The service worker starts once the page has hydrated (docs/offline.md). */}
          <OfflineSupport />
        </Suspense>
      </Layout.Content>
      {/* Always below the fold: hydrated when scrolled to. */}
      <DeferredHydration>
        <AppFooter />
      </DeferredHydration>
      <ScrollRestoration />
    </Layout>
  );
}

function PageSkeleton() {
  return (
    // Plain CSS rather than antd's Skeleton, which would add a chunk to every first load.
    <div className="app-page-skeleton" role="status" aria-busy="true" aria-label="Loading page">
      {[70, 100, 90, 100, 60].map((width, index) => (
        <div key={index} className="app-page-skeleton-line" style={{ width: `${width}%` }} />
      ))}
    </div>
  );
}
