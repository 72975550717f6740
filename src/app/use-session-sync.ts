import { hashKey, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { watchOtherTabs } from '../api/other-tabs';
import { onSessionExpired } from '../api/session';
import { currentUserQuery } from '../api/shared-queries';

/**
 * Another tab signed in, perhaps as someone else, or refreshed the tokens: the profile is read
 * again, and if it is another user's, nothing cached for the previous one is kept.
 */
async function followNewTokens(queryClient: QueryClient): Promise<void> {
  const profile = queryOptions(currentUserQuery());
  const before = queryClient.getQueryData(profile.queryKey)?.username;
  const user = await queryClient.query({ ...profile, staleTime: 0 });
  // Without a profile yet, this tab is still loading the session those tokens continue.
  if (before === undefined || user.username === before) return;
  const profileHash = hashKey(profile.queryKey);
  await queryClient.resetQueries({ predicate: (query) => query.queryHash !== profileHash });
}

/**
 * Keeps this tab on the session that local storage holds: when it ends here (logout, a refused
 * refresh) or in another tab, the tab forgets every answer and goes to /login; when another tab
 * signs in, the tab follows. Returns true while the screens of an ended session must stay hidden:
 * from the moment it ends until /login is on screen (its code may still have to load).
 */
export function useSessionSync(): boolean {
  const navigate = useNavigate();
  const { key, pathname } = useLocation();
  const queryClient = useQueryClient();
  const [endedAt, setEndedAt] = useState<string | null>(null);
  const onLoginPage = pathname.startsWith('/login');
  const hidden = endedAt === key;

  useEffect(() => {
    const leave = () => {
      if (onLoginPage) queryClient.clear();
      else setEndedAt(key);
    };
    const followSignIn = () => {
      if (onLoginPage) void navigate('/', { replace: true });
      else followNewTokens(queryClient).catch(() => undefined);
    };
    const stopExpired = onSessionExpired(leave);
    const stopWatching = watchOtherTabs({ signedOut: leave, tokensChanged: followSignIn });
    return () => {
      stopExpired();
      stopWatching();
    };
  }, [navigate, queryClient, key, onLoginPage]);

  // The screens are unmounted by now, an unsaved-changes guard among them: nothing holds the
  // way to /login, and no screen refetches from the emptied cache.
  useEffect(() => {
    if (!hidden) return;
    queryClient.clear();
    void navigate('/login', { replace: true });
  }, [hidden, navigate, queryClient]);

  return hidden;
}
