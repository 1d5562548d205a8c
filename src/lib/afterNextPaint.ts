/**
 * Runs `task` right after the browser has painted the current frame: in a task queued from the
 * next animation frame. Work that a press needs done but not seen at once (moving focus, rendering
 * what comes after a busy frame, writing storage) goes here, so the press's own frame paints
 * first. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let afterPaint: ReturnType<typeof setTimeout> | undefined;
  const nextFrame = requestAnimationFrame(() => {
    afterPaint = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(nextFrame);
    clearTimeout(afterPaint);
  };
}
