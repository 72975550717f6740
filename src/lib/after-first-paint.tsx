import { lazy, Suspense, useDeferredValue, type ComponentType } from 'react';

/**
 * A component whose code loads only after the screen around it has painted: until then, and
 * while the code loads, `Placeholder` (light, and the same size) stands in its place. The
 * screen's title and frame thus show before its heaviest parts are even downloaded. Once the
 * code is there, later mounts render the component at once.
 */
export function afterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const Lazy = lazy(async () => {
    loaded = await load();
    return { default: loaded };
  });

  function AfterFirstPaint(props: P) {
    // False for the first render, true in a deferred render React starts once that one is shown.
    const painted = useDeferredValue(true, false);
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    if (!painted) return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return AfterFirstPaint;
}
