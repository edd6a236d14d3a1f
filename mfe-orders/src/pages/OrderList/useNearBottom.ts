import { useEffect, useRef } from 'react';

/** Spec: on mobile the next page loads once the buyer is within 50 px of the list's end. */
export const LOAD_MORE_DISTANCE_PX = 50;

/**
 * Calls `onNear` when the returned element comes within LOAD_MORE_DISTANCE_PX of the viewport's
 * bottom edge. Where IntersectionObserver is missing nothing fires and the element (a button)
 * still works by hand.
 */
export function useNearBottom<E extends Element>(onNear: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const latest = useRef(onNear);
  latest.current = onNear;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_DISTANCE_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
