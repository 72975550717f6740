import { App as AntApp } from 'antd';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { BackgroundDownloads } from '../components/background-downloads/background-downloads';
import { UnsavedChangesGuard } from '../components/unsaved-changes/unsaved-changes-guard';
import { NOTIFICATION } from '../lib/constants';
// Russian months and Monday-first weeks in antd's date pickers; the login page needs no dates.
import '../lib/dayjs';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';
import { theme } from './theme';
// antd's styles for the whole app, built with it (scripts/antd-styles.mjs); empty in development.
import 'virtual:antd-css.css';

/** The gap between the header and the notices below it. */
const NOTICES_GAP = 16;

/**
 * Guards (sign-in, unsaved work), layout and antd's App (notifications, modals) of every
 * signed-in screen, and the downloads that outlive a screen. Loaded on demand, so the login page
 * carries none of it.
 */
export function SignedInShell() {
  // Notices open below the header, whose menu takes a second row on narrow screens: «Выйти» and
  // the menu stay in reach while a file is being prepared (its notice stays until it is saved).
  const [headerHeight, setHeaderHeight] = useState<number>(theme.components.Layout.headerHeight);
  const notification = useMemo(
    () => ({ ...NOTIFICATION, top: headerHeight + NOTICES_GAP }),
    [headerHeight],
  );
  return (
    <AntApp notification={notification}>
      <RequireAuth>
        <UnsavedChangesGuard>
          <AppLayout onHeaderHeight={setHeaderHeight}>
            <Outlet />
          </AppLayout>
        </UnsavedChangesGuard>
        <BackgroundDownloads />
      </RequireAuth>
    </AntApp>
  );
}
