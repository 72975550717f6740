import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { onSessionExpired } from '../api/session';
import { useRemoveBootScreen } from './boot-screen';

/** Root of every route: when the API layer ends the session, forget all data and go to /login. */
export function SessionRoot() {
  useRemoveBootScreen();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionExpired(() => {
        void Promise.resolve(navigate('/login', { replace: true })).then(() => queryClient.clear());
      }),
    [navigate, queryClient],
  );
  return <Outlet />;
}
