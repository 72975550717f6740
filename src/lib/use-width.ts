import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of `ref`'s element in px, measured before the first paint and again whenever it
 * changes; 0 until then. For a layout that depends on the room a panel has, not on the window.
 */
export function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
