import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry was scrolled to, by its location key; kept in the tab for a reload. */
const STORAGE_KEY = 'mall.scroll';
/** The entries kept: a tab's recent history, not all of it. */
const KEPT = 50;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Map(Array.isArray(stored) ? stored.filter((entry): entry is [string, number] => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number') : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // Storage full or refused (private mode): Back within this page load still restores from memory.
  }
}

/**
 * A history entry: its location key and URL. Every page load's first entry has the key 'default',
 * so the key alone made any page load (a new tab gets a copy of the tab's storage) scroll to where
 * another page's first entry was left.
 */
const entryOf = (location: { key: string; pathname: string; search: string }) => `${location.key} ${location.pathname}${location.search}`;

/** What stops waiting for the page to grow tall enough: the buyer's own scrolling. */
const BUYER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` once the page is tall enough: the screen's content (a listing's cards from the
 * cache, a chunk) may arrive after the history entry. Returns what stops waiting.
 */
function scrollOnceReachable(y: number): () => void {
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  if (window.scrollY === y) return () => {};
  window.scrollTo(0, y);
  if (reachable() || typeof ResizeObserver === 'undefined') return () => {};
  const growing = new ResizeObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, y);
    stop();
  });
  const stop = () => {
    growing.disconnect();
    for (const type of BUYER_SCROLLS) window.removeEventListener(type, stop);
  };
  growing.observe(document.body);
  for (const type of BUYER_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * Whether this document was reloaded or brought back by Back/Forward: only then can the tab's storage
 * hold a position for its first entry. A new visit's load leaves the storage alone (its first read
 * costs ~30 ms of a cold phone's main thread, the browser loading the tab's storage area).
 */
function documentReturnedTo(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

interface KeptPositions {
  set(entry: string, y: number): void;
  /** This load's positions over the tab's stored ones (read from storage on the first call). */
  all(): Map<string, number>;
}

/** Positions kept in memory as the buyer scrolls; the tab's storage is read only once something needs it. */
function keptPositions(): KeptPositions {
  let positions = new Map<string, number>();
  let stored = false;
  return {
    set(entry, y) {
      // Re-inserted: the newest entries are the ones kept (KEPT).
      positions.delete(entry);
      positions.set(entry, y);
    },
    all() {
      if (!stored) {
        stored = true;
        const merged = readPositions();
        positions.forEach((y, entry) => (merged.delete(entry), merged.set(entry, y)));
        positions = merged;
      }
      return positions;
    },
  };
}

/**
 * The browser's own restoration runs at popstate, before the screen is drawn, so a long listing came
 * back clamped to a short page; and a new page opened where the last one was scrolled. The router
 * is a BrowserRouter (no data router, so no ScrollRestoration): each entry's position is kept under
 * its location key; Back and Forward put it back, a new page starts at the top, and a change of the
 * query alone (filters, "show more") stays where the buyer is.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigation = useNavigationType();
  const shown = useRef(location);
  const positions = useRef<KeptPositions | null>(null);
  const stopWaiting = useRef(() => {});

  useEffect(() => {
    const kept = (positions.current ??= keptPositions());
    // A reload keeps the entry's key: put it back where it was (the browser no longer does, being told 'manual').
    const reloaded = documentReturnedTo() ? kept.all().get(entryOf(shown.current)) : undefined;
    if (reloaded !== undefined) stopWaiting.current = scrollOnceReachable(reloaded);
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Recorded as it happens, under the entry shown now: a position recorded a frame later went to
    // the next entry when a link was followed within that frame (the journey, under load).
    const remember = () => kept.set(entryOf(shown.current), window.scrollY);
    const keep = () => writePositions(kept.all());
    window.addEventListener('scroll', remember, { passive: true });
    // A scroll's event comes with the next frame: a link pressed at once navigates before it. Taken
    // as the link is pressed (capture: before the router handles the click).
    document.addEventListener('click', remember, true);
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', remember);
      document.removeEventListener('click', remember, true);
      window.removeEventListener('pagehide', keep);
      stopWaiting.current();
      window.history.scrollRestoration = before;
    };
  }, []);

  // A layout effect: the entry changes before the browser paints or sends a scroll event for the new screen.
  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === location.key) return;
    shown.current = location;
    stopWaiting.current();
    const kept = (positions.current ??= keptPositions());
    if (navigation === 'POP') {
      stopWaiting.current = scrollOnceReachable(kept.all().get(entryOf(location)) ?? 0);
    } else {
      if (previous.pathname !== location.pathname && !location.hash && window.scrollY !== 0) window.scrollTo(0, 0);
      // A replaced entry ("show more") may be left without another scroll: it is where the window is now.
      kept.set(entryOf(location), window.scrollY);
    }
    writePositions(kept.all());
  }, [location, navigation]);
}
