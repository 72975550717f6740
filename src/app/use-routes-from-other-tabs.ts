import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshChangedRoutes } from '../api/changed-routes';
import { watchRoutesChanged } from '../api/other-tabs';

/**
 * Routes another tab of the user wrote (a bulk run there) are read again here too: a route page
 * or history seen before shows the new values, not the cached ones.
 */
export function useRoutesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => watchRoutesChanged((ids) => void refreshChangedRoutes(queryClient, ids)),
    [queryClient],
  );
}
