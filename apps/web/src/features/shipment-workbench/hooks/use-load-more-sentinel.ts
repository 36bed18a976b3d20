import { useEffect, useRef } from 'react';
import { useLatestCallback } from '../../../lib/use-latest-callback';

/** A ref for the list's last element: when it scrolls into view and more remain, `loadMore` runs (10 more). */
export function useLoadMoreSentinel(enabled: boolean, loadMore: () => void) {
  const ref = useRef<HTMLElement | null>(null);
  const run = useLatestCallback(loadMore);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) run();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, run]);
  return ref;
}
