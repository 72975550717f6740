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
