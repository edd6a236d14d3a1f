import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a section below the fold starts loading: half a phone screen. */
export const NEAR_VIEWPORT_MARGIN_PX = 400;

/**
 * Renders `children` once the place they go comes within NEAR_VIEWPORT_MARGIN_PX of the viewport
 * (issue 16): on a phone the product page's sets and the shop's other items are below the fold, and
 * loading them at once (their calls, their pictures, their renders) took the main thread while the
 * page started. On a screen tall enough they are near at once. Without IntersectionObserver (old
 * browsers) they render once mounted; the server draws the marker, as the hydrating browser does (issue 29),
 * with `reserve` in it: the children's skeletons, as tall as what replaces them.
 */
export function WhenNearViewport({ children, reserve, className }: { children: ReactNode; reserve?: ReactNode; className?: string }) {
  const [near, setNear] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${NEAR_VIEWPORT_MARGIN_PX}px 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  // One box before and after: `reserve` holds the children's place until they come, so nothing moves (issue 30, CLS).
  return (
    <div ref={marker} className={className}>
      {near ? children : reserve}
    </div>
  );
}
