/**
 * Gives the main thread back to the browser (a tap, a paint) and resumes as soon as it is free: at
 * the head of the queue where the browser has the Scheduler API's `yield`, else after a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
