import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useAskToDiscard } from './confirm-discard';
import { UnsavedChangesContext, type MarkUnsaved } from './unsaved-changes-context';

/**
 * The one navigation blocker of the app (react-router consults only one): it asks while any form
 * below holds unsaved work. The way to /login is never held: a session that ended cannot save.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<symbol>>(new Set());
  const mark = useCallback<MarkUnsaved>((key, dirty) => {
    setDirtyForms((forms) => {
      if (forms.has(key) === dirty) return forms;
      const next = new Set(forms);
      if (dirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;

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

  return <UnsavedChangesContext value={mark}>{children}</UnsavedChangesContext>;
}
