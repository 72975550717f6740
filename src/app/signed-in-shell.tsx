import { App as AntApp } from 'antd';
import { Outlet } from 'react-router-dom';
import { NOTIFICATION } from '../lib/constants';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './require-auth';

/**
 * Guard, layout and antd's App (notifications, modals) of every signed-in screen. Loaded on
 * demand, so the login page carries none of it.
 */
export function SignedInShell() {
  return (
    <AntApp notification={NOTIFICATION}>
      <RequireAuth>
        <AppLayout>
          <Outlet />
        </AppLayout>
      </RequireAuth>
    </AntApp>
  );
}
