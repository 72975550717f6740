import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

/**
 * How far below (or above) the viewport a part's code is asked for: a little ahead of the scroll,
 * and not so far that a part just under the first screen loads with the page.
 */
export const NEAR_VIEW_MARGIN = '200px 0px';

/**
 * A component whose code is asked for only when its place comes near the viewport: until then,
 * and while the code loads, `Placeholder` (light, and the same size, given the same props) stands
 * in its place. A part far down a page thus costs its first load nothing. Once the code is there,
 * later mounts render the component at once.
 *
 * A chunk that fails to load reaches the nearest error boundary; the next mount asks again.
 */
export function lazyNearView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loaded = false;
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      try {
        const component = await load();
        loaded = true;
        return { default: component };
      } catch (error) {
        // React.lazy keeps a rejection for good: later mounts take a new one that asks again.
        latest = fresh();
        throw error;
      }
    });
  let latest = fresh();

  function LazyNearView(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const [Component, setComponent] = useState(() => (loaded ? latest : null));
    useEffect(() => {
      const element = box.current;
      if (Component !== null || element === null) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setComponent(() => latest);
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, [Component]);
    return (
      <div ref={box}>
        {Component === null ? (
          <Placeholder {...props} />
        ) : (
          <Suspense fallback={<Placeholder {...props} />}>
            <Component {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return LazyNearView;
}
