import { notifyManager } from '@tanstack/react-query';

/**
 * Runs `start` (a mutation's `mutate`) with TanStack Query's notices of it delivered in a
 * microtask instead of its default `setTimeout(0)`: a mutation's pending state is then drawn in
 * the same render as the click's own changes (units added to a box show as the dialog closes, not
 * a task and a frame later; issue 27). Only for that call: every other notice keeps TanStack's
 * timer, as notices answering notices in microtasks could hold the page from ever painting.
 */
export function withPromptNotices(start: () => void): void {
  notifyManager.setScheduler(queueMicrotask);
  try {
    start();
  } finally {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0));
  }
}
