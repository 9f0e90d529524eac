/**
 * Runs `work` once the frame that answers the current gesture has painted. A form fetches its
 * schema on its first focus: started in the focus handler, the download's evaluation (zod, 60 to
 * 80 ms on a slow phone) could land before the focus ring was painted and hold it up.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0))
}
