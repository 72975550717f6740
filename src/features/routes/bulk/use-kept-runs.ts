import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterRoutesWritten } from '../../../api/changed-routes';
import { useCachedCurrentUser } from '../../../api/shared-queries';

/**
 * Brings the signed-in user's kept runs into this tab (after a reload, in a new tab, after
 * signing in again); mounted once in the signed-in shell.
 */
export function useKeptRuns() {
  const user = useCachedCurrentUser().data?.username;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) return;
    // The runs' machinery loads once the user is known, after the screen's own code.
    void import('./run-session').then(({ openRuns }) =>
      openRuns(user, (written) => afterRoutesWritten(queryClient, written)),
    );
  }, [user, queryClient]);
}
