import { Outlet } from 'react-router-dom';
import { useRemoveBootScreen } from './boot-screen';
import { useSessionSync } from './use-session-sync';

/**
 * Root of every route: follows the session of the whole browser (see useSessionSync). While an
 * ended session's screens give way to /login the page stays empty: only the sign-in page's code
 * is awaited, and a spinner here would weigh on the first load of that page.
 */
export function SessionRoot() {
  useRemoveBootScreen();
  const hidden = useSessionSync();
  return hidden ? null : <Outlet />;
}
