import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router-dom';
import { onSessionEnding } from '../../api/session';
import { currentUserQuery } from '../../api/shared-queries';
import { useAskToDiscard } from './confirm-discard';
import { keepDrafts, type Draft } from './drafts';
import { UnsavedChangesContext } from './unsaved-changes-context';
import { useDirtyForms } from './use-dirty-forms';

/**
 * The one navigation blocker of the app (react-router consults only one): it asks while any form
 * below holds unsaved work. The way to /login is never held: a session that ended elsewhere (another
 * tab, a refused refresh) cannot save; the changed forms' values are kept instead, for the same
 * user on this page. «Выйти» asks itself, through `useConfirmIfUnsaved`, and keeps nothing.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const { dirty, context, drafts } = useDirtyForms();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnding((how) => {
        const user = queryClient.getQueryData(queryOptions(currentUserQuery()).queryKey)?.username;
        if (how === 'signed-out' || !user) return;
        const changed = [...drafts.current.values()].map((draft) => draft());
        keepDrafts(
          user,
          pathname,
          changed.filter((draft): draft is Draft => draft !== undefined),
        );
      }),
    [drafts, pathname, queryClient],
  );

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname !== currentLocation.pathname &&
      nextLocation.pathname !== '/login',
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const ask = useAskToDiscard();
  // One question per blocked navigation, even when an effect runs twice (StrictMode).
  const asked = useRef<typeof blocker | null>(null);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asked.current === blocker) return;
    asked.current = blocker;
    ask({ onDiscard: () => blocker.proceed(), onReturn: () => blocker.reset() });
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    // The browser shows its own prompt; its text cannot be chosen.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return <UnsavedChangesContext value={context}>{children}</UnsavedChangesContext>;
}
