/**
 * `fn` at the browser's next idle moment (a short timeout where it has no idle callback); returns
 * the cancel. The kit's parts that trim their first render (Carousel, InfiniteList) draw the rest
 * then: after the page's first screen has painted and hydrated, not in the same long task.
 */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 100);
  return () => clearTimeout(id);
}
