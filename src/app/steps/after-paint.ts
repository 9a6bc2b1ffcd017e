/**
 * Work a keystroke causes beyond the field itself (the step's validation, the summary table,
 * drafts and autosave) waits until the frame showing the keystroke is painted: run before it,
 * it would delay what the applicant sees of every key they press.
 */

/** The latest a task waits when no frame comes (a hidden tab paints none). */
const NO_FRAME_FALLBACK_MS = 100;

/** Runs `task` once, after the browser has painted its next frame. */
export function afterNextPaint(task: () => void): void {
  let ran = false;
  const runOnce = () => {
    if (ran) return;
    ran = true;
    task();
  };
  // A frame's animation callbacks run just before it is painted. The frame is then drawn on other
  // threads, so the task waits for the next frame's callbacks rather than compete with the drawing.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(runOnce, 0)));
  setTimeout(runOnce, NO_FRAME_FALLBACK_MS);
}
