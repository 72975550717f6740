import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { useRemoveBootScreen } from './boot-screen';
import { useSessionSync } from './use-session-sync';

/** Root of every route: follows the session of the whole browser (see useSessionSync). */
export function SessionRoot() {
  useRemoveBootScreen();
  const hidden = useSessionSync();
  return hidden ? <PageSpinner /> : <Outlet />;
}
