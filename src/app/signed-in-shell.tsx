import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { BackgroundDownloads } from '../components/background-downloads/background-downloads';
import { UnsavedChangesGuard } from '../components/unsaved-changes/unsaved-changes-guard';
import { whenIdle } from '../lib/after-paint';
import { NOTIFICATION } from '../lib/constants';
// Russian months and Monday-first weeks in antd's date pickers; the login page needs no dates.
import '../lib/dayjs';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { preloadScreen } from './screens';
import { useRoutesFromOtherTabs } from './use-routes-from-other-tabs';
// antd's styles for the whole app, built with it (scripts/antd-styles.mjs); empty in development.
import 'virtual:antd-css.css';

/**
 * Guards (sign-in, unsaved work), layout and antd's App (notifications, modals) of every
 * signed-in screen, and the downloads that outlive a screen. Loaded on demand, so the login page
 * carries none of it.
 */
export function SignedInShell() {
  // A session that ends, here or in another tab, shows /login at once: its code is fetched
  // while the browser has nothing else to do, not at that moment.
  useEffect(() => whenIdle(() => preloadScreen('/login')), []);
  useRoutesFromOtherTabs();
  return (
    <AntApp notification={NOTIFICATION}>
      <RequireAuth>
        <UnsavedChangesGuard>
          <AppLayout>
            <Outlet />
          </AppLayout>
        </UnsavedChangesGuard>
        <BackgroundDownloads />
      </RequireAuth>
    </AntApp>
  );
}
