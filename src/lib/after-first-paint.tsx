import { lazy, startTransition, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterNextPaint } from './after-paint';

/**
 * A component whose code loads only after the screen around it has painted: until then, and
 * while the code loads, `Placeholder` (light, and the same size) stands in its place. The
 * screen's title and frame thus show before its heaviest parts are even requested, and their
 * download does not compete with the screen's own. Once the code is there, later mounts render
 * the component at once.
 */
export function afterFirstPaint<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  let loaded = false;
  const Lazy = lazy(async () => {
    const component = await load();
    loaded = true;
    return { default: component };
  });

  function AfterFirstPaint(props: P) {
    const [painted, setPainted] = useState(loaded);
    useEffect(() => {
      if (!painted) return afterNextPaint(() => startTransition(() => setPainted(true)));
    }, [painted]);
    if (!painted) return <Placeholder {...props} />;
    // Always the same tree once there: a re-render never mounts the component a second time.
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return AfterFirstPaint;
}
