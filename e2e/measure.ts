import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export interface ScriptTally {
  url: string;
  origin: string;
  path: string;
  gzipBytes: number;
}

/** Gzip size at level 9 of a body: the same figure whatever server or cache served it. */
export const gzipBytes = (body: Buffer): number => gzipSync(body, { level: 9 }).length;

/** How long no request may be in flight before the page counts as settled. */
const QUIET_MS = 500;

/**
 * Records every script the page loads from now on, with its gzip size. `stop()` first waits until no
 * request of the page has been in flight for QUIET_MS: Playwright's 'networkidle' fires once per
 * navigation, often while a busy machine is still evaluating the host and before the remote or the idle
 * preloads are even asked for, so waiting on it again returns at once and scripts go uncounted.
 */
export function recordScripts(page: Page) {
  const scripts: Promise<ScriptTally>[] = [];
  const inFlight = new Set<import('@playwright/test').Request>();
  let quietSince = Date.now();
  const onRequest = (request: import('@playwright/test').Request) => inFlight.add(request);
  const onRequestEnd = (request: import('@playwright/test').Request) => {
    if (inFlight.delete(request) && inFlight.size === 0) quietSince = Date.now();
  };
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    // Chromium may drop a body before it is read (a navigation, a cache hit): then the same URL is
    // fetched again, so a script is never counted as nothing (an account bundle once measured 0 B).
    const bytes = response.body().catch(() => page.request.get(response.url()).then((again) => again.body()));
    scripts.push(
      bytes.then((body) => {
        const url = new URL(response.url());
        return { url: response.url(), origin: url.origin, path: url.pathname, gzipBytes: gzipBytes(body) };
      }),
    );
  };
  page.on('request', onRequest);
  page.on('requestfinished', onRequestEnd);
  page.on('requestfailed', onRequestEnd);
  page.on('response', onResponse);
  return {
    async stop(): Promise<ScriptTally[]> {
      await page.waitForLoadState('load');
      while (inFlight.size > 0 || Date.now() - quietSince < QUIET_MS) {
        await page.waitForTimeout(inFlight.size > 0 ? 50 : QUIET_MS - (Date.now() - quietSince));
      }
      page.off('request', onRequest);
      page.off('requestfinished', onRequestEnd);
      page.off('requestfailed', onRequestEnd);
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}

export const sumGzip = (scripts: ScriptTally[]) => scripts.reduce((total, s) => total + s.gzipBytes, 0);
export const fromOrigin = (scripts: ScriptTally[], origin: string) => scripts.filter((s) => s.origin === origin);

/** The host's mark where preloading starts (host/src/layout/useIdlePreload.ts). */
export const IDLE_PRELOAD_MARK = 'mall:idle-preload';

/**
 * The scripts the page asked for before it began preloading (the first input, or well after load:
 * host/src/layout/useIdlePreload.ts): its initial JS. Before the mark every script is initial.
 */
export async function initialScripts(page: Page, scripts: ScriptTally[]): Promise<ScriptTally[]> {
  const early = await page.evaluate((mark) => {
    const idleAt = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idleAt)
      .map((entry) => entry.name);
  }, IDLE_PRELOAD_MARK);
  const document = page.url();
  return scripts.filter((s) => early.includes(s.url) || s.url === document);
}

/** Whether the page has begun preloading what a click opens next. */
export const preloadStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, IDLE_PRELOAD_MARK);

/** Waits until no request has been in flight for a moment (lazy chunks, i18n namespaces, first data). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}
