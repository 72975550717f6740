import { hashKey, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { watchOtherTabs } from '../api/other-tabs';
import { onSessionExpired, type SessionEnd } from '../api/session';
import { currentUserQuery } from '../api/shared-queries';
import { followSignIn } from '../features/auth/sign-in-return';

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
 * How a session ended, as /login tells it: «Выйти» here (nothing to say, nowhere to go back),
 * «Выйти» in another tab (nothing to say, but back to this page after sign-in), or by itself.
 */
type EndSeen = SessionEnd | 'signed-out-elsewhere';

/** A session that ended on a page: how, and what /login needs to bring the user back there. */
interface Ended {
  /** The history entry it ended on. */
  at: string;
  how: EndSeen;
  from: string;
  user: string | null;
}

/**
 * Keeps this tab on the session that local storage holds: when it ends here (logout, a refused
 * refresh) or in another tab, the tab forgets every answer and goes to /login; when another tab
 * signs in, the tab follows. /login learns the page the session ended on and whose session it
 * was, unless the user chose «Выйти» here, and says «Сеанс завершён» only if no one chose
 * «Выйти», here or in another tab: the session ended by itself. Returns true while the screens of
 * an ended session must stay hidden: from the moment it ends until /login is on screen (its code
 * may still have to load).
 */
export function useSessionSync(): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const { key, pathname, search } = location;
  const loginState: unknown = location.state;
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<Ended | null>(null);
  const onLoginPage = pathname.startsWith('/login');
  const endedHere = ended?.at === key ? ended : null;

  useEffect(() => {
    const leave = (how: EndSeen) => {
      if (onLoginPage) return queryClient.clear();
      const user = queryClient.getQueryData(queryOptions(currentUserQuery()).queryKey);
      const next = { at: key, how, from: pathname + search, user: user?.username ?? null };
      // A request refused while «Выйти» clears the tokens is no end of its own: the user chose it.
      setEnded((previous) =>
        previous?.at === key && previous.how !== 'expired' && how === 'expired' ? previous : next,
      );
    };
    const follow = () => {
      if (onLoginPage) {
        void followSignIn(queryClient, loginState).then((to) => navigate(to, { replace: true }));
      } else followNewTokens(queryClient).catch(() => undefined);
    };
    const stopExpired = onSessionExpired(leave);
    const stopWatching = watchOtherTabs({
      signedOut: (chosen) => leave(chosen ? 'signed-out-elsewhere' : 'expired'),
      tokensChanged: follow,
    });
    return () => {
      stopExpired();
      stopWatching();
    };
  }, [navigate, queryClient, key, onLoginPage, pathname, search, loginState]);

  // The screens are unmounted by now, an unsaved-changes guard among them: nothing holds the
  // way to /login, and no screen refetches from the emptied cache.
  useEffect(() => {
    if (!endedHere) return;
    queryClient.clear();
    const { how, from, user } = endedHere;
    void navigate('/login', {
      replace: true,
      state: how === 'signed-out' ? null : { from, user, ended: how === 'expired' },
    });
  }, [endedHere, navigate, queryClient]);

  return endedHere !== null;
}
