import { useEffect, useRef } from 'react';

/**
 * Calls `onNear` when the returned element comes within `distancePx` of the viewport's bottom edge,
 * while `enabled`: a list's next page as the buyer nears its end. Turning `enabled` off while a page
 * loads and on again watches afresh, so a list still too short for the screen goes on loading.
 * Where IntersectionObserver is missing nothing fires and the element (a button, a link) still works by hand.
 */
export function useNearBottom<E extends Element>(onNear: () => void, enabled: boolean, distancePx: number) {
  const ref = useRef<E>(null);
  const latest = useRef(onNear);
  useEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, distancePx]);
  return ref;
}
