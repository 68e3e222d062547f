/**
 * Runs `fn` in a task of its own once the browser has painted the next frame (a frame, then a
 * task): work that may wait for the frame, kept out of the task that changed the page. Answers a
 * cancel function.
 */
export function afterPaint(fn: () => void): () => void {
  let task: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    task = setTimeout(fn, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
