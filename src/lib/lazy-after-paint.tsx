import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * How long the code waits for the next paint at most: a frame never comes in a hidden tab, and
 * nothing should wait on one forever.
 */
export const PAINT_WAIT_MS = 1000;

/** Resolves once the browser has painted the next frame, or after PAINT_WAIT_MS at the latest. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      cancelPaint();
      clearTimeout(timer);
      resolve();
    };
    const cancelPaint = afterNextPaint(done);
    const timer = setTimeout(done, PAINT_WAIT_MS);
  });
}

/**
 * A component whose code is asked for only once the screen around it has painted: until the
 * code is there, `Placeholder` (light, and the same size, given the same props) stands in its
 * place, as the fallback of
 * its own Suspense boundary. The screen's title and frame thus show before its heaviest parts
 * are even requested, and their download does not compete with the screen's own. Once the code
 * is there, later mounts render the component at once.
 *
 * Each component waits for its own code alone: one that never loads holds back no other. A
 * chunk that fails to load reaches the nearest error boundary; the next mount asks again.
 */
export function lazyAfterPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(async () => {
      await nextPaint();
      try {
        return { default: await load() };
      } catch (error) {
        // React.lazy keeps a rejection for good: later mounts take a new one that asks again.
        latest = fresh();
        throw error;
      }
    });
  let latest = fresh();

  function LazyAfterPaint(props: P) {
    // Kept by the mount, which commits with the placeholder: a render of the screen right after
    // a failure still throws that failure to the boundary instead of quietly asking again.
    const [Component] = useState(() => latest);
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Component {...props} />
      </Suspense>
    );
  }
  return LazyAfterPaint;
}
