import { useEffect } from 'react';
import { preloadOverlays } from '@mall/shared';

/** Scripts requested after this mark are idle-time preloads, not the page's initial JS (bench, budgets). */
export const IDLE_PRELOAD_MARK = 'mall:idle-preload';

let scheduled = false;

/**
 * Once the first screen has rendered and the browser is idle, fetch the code of what a click opens
 * next (dialogs), so it is ready by then without competing with the first paint.
 */
export function useIdlePreload(): void {
  useEffect(() => {
    if (scheduled) return;
    scheduled = true;
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    whenIdle(() => {
      performance.mark(IDLE_PRELOAD_MARK);
      preloadOverlays();
    });
  }, []);
}
