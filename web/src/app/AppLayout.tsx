import { Suspense } from 'react';
import { Layout, Skeleton } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { DocumentTitle } from './DocumentTitle';
import './layout.css';

/** Header, the current page and the footer. Pages load lazily inside the Suspense. */
export function AppLayout() {
  return (
    <Layout className="app-layout">
      <DocumentTitle />
      <AppHeader />
      <Layout.Content className="app-content">
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <AppFooter />
      <ScrollRestoration />
    </Layout>
  );
}

function PageSkeleton() {
  return (
    <div className="app-page-skeleton" aria-busy="true" aria-label="Loading page">
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}
