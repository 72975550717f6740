import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

type Change = (latest: URLSearchParams) => URLSearchParams;
type Update = (change: Change, options?: NavigateOptions) => void;

/**
 * The query string, and a setter that builds each change on the URL as the previous change left
 * it. React Router renders a URL change as a transition: on a slow machine the screen can still
 * show a URL two changes old when the user makes a third, and a change computed from that
 * render's copy would undo the two in between.
 */
export function useLiveSearchParams(): [URLSearchParams, Update] {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL after the last change made here, and the changes not yet rendered, oldest first.
  const live = useRef<{ latest: URLSearchParams; unrendered: string[] }>({
    latest: searchParams,
    unrendered: [],
  });

  useLayoutEffect(() => {
    const { unrendered } = live.current;
    const index = unrendered.indexOf(searchParams.toString());
    // A URL this hook did not write (Back, Forward, a link) is the new starting point.
    if (index === -1) live.current = { latest: searchParams, unrendered: [] };
    else unrendered.splice(0, index + 1);
  }, [searchParams]);

  const update = useCallback<Update>(
    (change, options) => {
      const next = change(live.current.latest);
      live.current.latest = next;
      live.current.unrendered.push(next.toString());
      setSearchParams(next, options);
    },
    [setSearchParams],
  );
  return [searchParams, update];
}
