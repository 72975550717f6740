import { usePrefetchQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { filterChoicesQuery } from '../../api/shared-queries';
import { PageSpinner } from '../../components/page-spinner';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { CONTENT_LOOK } from './content-look';

/** Header, content and footer around every signed-in screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  // The initial load once a user exists (docs/decisions.md): the badge total loads in the header.
  usePrefetchQuery(filterChoicesQuery());
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={CONTENT_LOOK}>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}
