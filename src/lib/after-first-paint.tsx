import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from './after-paint';

/** The end of the queue of components waiting to replace their placeholders. */
let queue: Promise<void> = Promise.resolve();

/**
 * Calls `reveal` once every component queued before it is on screen and painted. `reveal` gets
 * `shown`, to call once its own component is on screen or will never be: the next in the queue
 * waits for it.
 */
function revealInTurn(reveal: (shown: () => void) => void): void {
  queue = queue.then(() => new Promise<void>((resolve) => reveal(() => afterNextPaint(resolve))));
}

/**
 * A component whose code loads only after the screen around it has painted: until then, and
 * while the code loads, `Placeholder` (light, and the same size) stands in its place. The
 * screen's title and frame thus show before its heaviest parts are even requested, and their
 * download does not compete with the screen's own. Once the code is there, later mounts render
 * the component at once.
 *
 * Components loaded this way replace their placeholders one at a time, each in its own render,
 * once the one before is on screen: mounting them all in one go would block the page for as
 * long as all of them take.
 */
export function afterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null; // a later mount asks again
        throw error;
      },
    ));

  function AfterFirstPaint(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      let shown: (() => void) | undefined;
      const cancel = afterNextPaint(() => {
        loadOnce().then(
          (component) =>
            revealInTurn((done) => {
              shown = done;
              if (mounted) startTransition(() => setComponent(() => component));
              else done();
            }),
          (error: unknown) => {
            if (mounted) setFailure({ error });
          },
        );
      });
      // Runs once the component has replaced the placeholder, or when the screen goes.
      return () => {
        mounted = false;
        cancel();
        shown?.();
      };
    }, [Component]);
    // The screen's error boundary shows a chunk that failed to load.
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : <Placeholder {...props} />;
  }
  return AfterFirstPaint;
}
