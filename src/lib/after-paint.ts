/**
 * Calls `callback` once the browser has painted the next frame, when the layout is clean and
 * reading it costs nothing; measuring right after a render would force the layout of everything
 * just rendered into the task of the render. Returns a function that cancels the call.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * Calls `callback` when the browser has nothing else to do (after the next paint where idle
 * periods are not reported). Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void): () => void {
  if (!('requestIdleCallback' in window)) return afterNextPaint(callback);
  const idle = window.requestIdleCallback(callback);
  return () => window.cancelIdleCallback(idle);
}
