import { useEffect } from 'react';
import { preloadOverlays } from '@mall/shared';
import { PRELOAD_START_MARK } from '@mall/shared/preloadMark';
import { RemoteScreen } from '../federation/remoteScreenLoader';

/** Inputs that say a visitor is about to act (a pointer move alone does not: a phone has none). */
export const PRELOAD_INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Well after load: on a cold phone visit Lighthouse keeps measuring until the network has been
 * quiet for 5 s after load, and preloads inside that window cost main-thread time (issue 16).
 */
export const PRELOAD_AFTER_LOAD_MS = 10_000;

let scheduled = false;

/**
 * Fetch the code of what a click opens next (dialogs) once the visitor first acts, or well after
 * the page has loaded, whichever comes first; then while the browser is idle, so it never
 * competes with the first paint or the first interaction's own work.
 */
export function useIdlePreload(): void {
  useEffect(scheduleOverlayPreload, []);
}

/** Once per page (the layout may mount again): arms the triggers of the overlay preload. */
export function scheduleOverlayPreload(): void {
  if (scheduled) return;
  scheduled = true;
  let started = false;
  let timer: number | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of PRELOAD_INPUTS) window.removeEventListener(type, start, true);
    window.removeEventListener('load', afterLoad);
    window.clearTimeout(timer);
    // What is fetched from here on is a preload, not the page's initial JS (the budgets count before it).
    performance.mark(PRELOAD_START_MARK);
    // At once, not when idle: the tap that armed this may be on a link to a remote's page, which mounts it.
    void RemoteScreen.preload().catch(() => undefined);
    const run = () => preloadOverlays();
    // At most 2 s late: a page that keeps rendering (a busy phone) may never be idle.
    if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 2_000 });
    else window.setTimeout(run, 200);
  };
  const afterLoad = () => {
    timer = window.setTimeout(start, PRELOAD_AFTER_LOAD_MS);
  };
  for (const type of PRELOAD_INPUTS) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
