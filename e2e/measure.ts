import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PRELOAD_START_MARK } from '@mall/shared/preloadMark';

export interface ScriptTally {
  url: string;
  origin: string;
  path: string;
  gzipBytes: number;
  /** Whether the script carries a copy of the federation runtime (runtime-core). */
  carriesFederationRuntime: boolean;
}

/**
 * A name only the federation runtime's own code holds (one of runtime-core's hooks), not the bundler
 * runtime or the error codes a remote built on the host's runtime still carries: one per copy of it.
 */
export const FEDERATION_RUNTIME_MARKER = 'beforeInitContainer';

/** Gzip size at level 9 of a body: the same figure whatever server or cache served it. */
export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 500;

type Request = import('@playwright/test').Request;

/** Requests of a page in flight, and since when none has been: one tracker per page, kept from its first use. */
interface NetworkTracker {
  inFlight: Set<Request>;
  quietSince: number;
}
const trackers = new WeakMap<Page, NetworkTracker>();

function trackNetwork(page: Page): NetworkTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: NetworkTracker = { inFlight: new Set(), quietSince: Date.now() };
  const onRequestEnd = (request: Request) => {
    if (tracker.inFlight.delete(request) && tracker.inFlight.size === 0) tracker.quietSince = Date.now();
  };
  page.on('request', (request) => tracker.inFlight.add(request));
  page.on('requestfinished', onRequestEnd);
  page.on('requestfailed', onRequestEnd);
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Waits until the page has loaded and no request of it has been in flight for QUIET_MS (lazy chunks,
 * i18n namespaces, first data, a remote asked for late). Playwright's 'networkidle' is not used: it
 * fires once per navigation, often while a busy machine is still evaluating the host and before the
 * remote or the preloads are even asked for, so waiting on it again returns at once. Every call
 * waits for a quiet network now. Requests are tracked from the page's first recordScripts/settle on:
 * call one of them before the navigation whose requests matter.
 */
export async function settle(page: Page): Promise<void> {
  const tracker = trackNetwork(page);
  await page.waitForLoadState('load');
  while (tracker.inFlight.size > 0 || Date.now() - tracker.quietSince < QUIET_MS) {
    await page.waitForTimeout(tracker.inFlight.size > 0 ? 50 : QUIET_MS - (Date.now() - tracker.quietSince));
  }
}

/**
 * Records every script the page loads from now on, with its gzip size. `stop()` first settles the
 * page (no request in flight for QUIET_MS), so scripts asked for late are counted too.
 */
export function recordScripts(page: Page) {
  trackNetwork(page);
  const scripts: Promise<ScriptTally>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    // Chromium may drop a body before it is read (a navigation, a cache hit): then the same URL is
    // fetched again, so a script is never counted as nothing (an account bundle once measured 0 B).
    const bytes = response.body().catch(() => page.request.get(response.url()).then((again) => again.body()));
    scripts.push(
      bytes.then((body) => {
        const url = new URL(response.url());
        return { url: response.url(), origin: url.origin, path: url.pathname, gzipBytes: gzipBytes(body), carriesFederationRuntime: body.includes(FEDERATION_RUNTIME_MARKER) };
      }),
    );
  };
  page.on('response', onResponse);
  return {
    async stop(): Promise<ScriptTally[]> {
      await settle(page);
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}

export const sumGzip = (scripts: ScriptTally[]) => scripts.reduce((total, s) => total + s.gzipBytes, 0);
export const fromOrigin = (scripts: ScriptTally[], origin: string) => scripts.filter((s) => s.origin === origin);

/**
 * The scripts the page asked for before it began preloading (the first input, or well after load:
 * host/src/layout/useIdlePreload.ts): its initial JS. Before the mark every script is initial.
 */
export async function initialScripts(page: Page, scripts: ScriptTally[]): Promise<ScriptTally[]> {
  const early = await page.evaluate((mark) => {
    const preloadAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < preloadAt)
      .map((entry) => entry.name);
  }, PRELOAD_START_MARK);
  const document = page.url();
  return scripts.filter((s) => early.includes(s.url) || s.url === document);
}

/** Whether the page has begun preloading what a click opens next. */
export const preloadStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, PRELOAD_START_MARK);
