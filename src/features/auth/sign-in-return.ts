import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { currentUserQuery } from '../../api/shared-queries';
import { dropDraftsOfOthers } from '../../components/unsaved-changes/drafts';
import { afterSignIn, readLoginState } from '../../lib/return-path';

/** What /login says when a session ended, rather than there was none. */
export const SESSION_ENDED = 'Сеанс завершён, войдите снова';

/**
 * Where a sign-in as `username` leads from /login, whose history entry holds `loginState` (see
 * afterSignIn). Another user's sign-in also drops what the previous one had typed.
 */
export function returnAfterSignIn(loginState: unknown, username: string): string {
  dropDraftsOfOthers(username);
  return afterSignIn(readLoginState(loginState), username);
}

/** After a sign-in in another tab: where this tab, on /login, follows it. */
export async function followSignIn(queryClient: QueryClient, loginState: unknown) {
  const user = await queryClient
    .query({ ...queryOptions(currentUserQuery()), staleTime: 0 })
    .catch(() => null);
  return user ? returnAfterSignIn(loginState, user.username) : '/';
}

/**
 * /login's side: whether the visitor's session ended (the page says so), and where to go once
 * signed in, read when the profile is in.
 */
export function useSignInReturn() {
  const location = useLocation();
  const loginState: unknown = location.state;
  const queryClient = useQueryClient();
  const destination = useCallback(() => {
    const user = queryClient.getQueryData(queryOptions(currentUserQuery()).queryKey);
    return returnAfterSignIn(loginState, user?.username ?? '');
  }, [loginState, queryClient]);
  return { ended: readLoginState(loginState).ended, destination };
}
