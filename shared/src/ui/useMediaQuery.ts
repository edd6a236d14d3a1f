import { useCallback, useContext, useSyncExternalStore } from 'react';
import { ServerMediaContext } from '@mall/shared/runtime';

/** Whether `query` matches now, following changes (rotation, resizing). False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const serverMatches = useContext(ServerMediaContext);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, snapshot, () => serverMatches(query));
}

/** The storefront's one breakpoint: below 768 px the mobile layouts apply (ui.css uses the same). */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
