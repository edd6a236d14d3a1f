// The first-tap probe (issue 29, "No tap lost"; issue 32 for a listing): on Lighthouse's mobile
// throttling, tap the first product link of a page at 250 ms steps from navigation, a fresh cold page
// each time, and count the taps on a drawn link that did not navigate.
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { userAgents } from 'lighthouse/core/config/constants.js';

/** Lighthouse 12's mobile preset (simulated throttling's figures, applied to the page). */
export const MOBILE_THROTTLING = { cpuSlowdown: 4, rttMs: 150, throughputKbps: 1.6 * 1024 };
export const TAP_STEP_MS = 250;
const PHONE = { width: 412, height: 823 };
/**
 * Lighthouse's phone, as the server sees it: the server draws a phone's layout by the user agent, so a
 * desktop agent at a phone's width would be drawn for a desktop and moved once the app reads the width.
 */
const PHONE_USER_AGENT = userAgents.mobile;
const FIRST_PRODUCT_LINK = 'a[href^="/product/"]';

/**
 * `not drawn`: tapped before the first contentful paint; `no link there`: the tap reached the page on
 * something other than a product link (the page drew none at that place then, e.g. served without its
 * first screen when the renderer was over its budget): a finger taps what it sees, so neither is a loss.
 */
export type TapOutcome = 'not drawn' | 'no link there' | 'lost' | 'works';
/** Whether the server drew the page's remote region (else its renderer missed its budget: the browser draws it). */
export type TapPage = 'server-drawn' | 'browser-drawn';
export interface FirstTapResult {
  /** The page tapped on (`/`, a listing). */
  path: string;
  stepMs: number;
  /** Where the taps land: the first product link's centre on the loaded page (the server's copy draws it there too: CLS 0). */
  at: { x: number; y: number };
  taps: { atMs: number; outcome: TapOutcome; page: TapPage }[];
  tapsLost: number;
  tapsOnDrawnLink: number;
  firstWorkingTapMs: number | null;
}

type Point = FirstTapResult['at'];

/**
 * Where the first product link is once the page has loaded (unthrottled), and a phone viewport tall
 * enough to show it without scrolling: the probe taps blind, as a finger does, since asking the
 * throttled page where the link is would wait for its busy main thread.
 */
async function tapTarget(browser: Browser, url: string): Promise<{ at: Point; viewport: typeof PHONE }> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: 4000 }, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // The centre of the link's first line: a name on two lines leaves a gap between them, and its
    // second line may be short, so the middle of its box can be beside the text (a finger taps words).
    const firstLine = await page.locator(FIRST_PRODUCT_LINK).first().evaluate((link) => {
      const line = link.getClientRects()[0];
      return line ? { x: line.x, y: line.y, width: line.width, height: line.height } : null;
    });
    if (!firstLine) throw new Error(`no product link on ${url}`);
    const at = { x: Math.round(firstLine.x + firstLine.width / 2), y: Math.round(firstLine.y + firstLine.height / 2) };
    return { at, viewport: { width: PHONE.width, height: Math.max(PHONE.height, Math.ceil(firstLine.y + firstLine.height + 40)) } };
  } finally {
    await context.close();
  }
}

/** One cold visit of `url` tapping at `at` `atMs` after navigation began. */
async function tapOnce(browser: Browser, url: string, atMs: number, at: Point, viewport: BrowserContextOptions['viewport']): Promise<{ outcome: TapOutcome; page: TapPage }> {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
  try {
    const page = await context.newPage();
    // What the tap reached, recorded first in the capture phase (nothing of the page can hide it).
    await page.addInitScript((link) => {
      const w = window as unknown as { __tapReached?: boolean };
      window.addEventListener('click', (event) => (w.__tapReached ??= event.target instanceof Element && event.target.closest(link) !== null), true);
    }, FIRST_PRODUCT_LINK);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (MOBILE_THROTTLING.throughputKbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE_THROTTLING.rttMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    const started = Date.now();
    let served = '';
    page.on('response', (response) => void (response.url() === url && response.text().then((html) => (served = html), () => undefined)));
    const drawnBy = (): TapPage => (/"regions":\{[^}]*"markup"/.test(served) ? 'server-drawn' : 'browser-drawn');
    await page.goto(url, { waitUntil: 'commit' });
    const wait = started + atMs - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    const tappedAt = Date.now();
    await page.touchscreen.tap(at.x, at.y);
    try {
      // Navigated once the product page's URL is committed (a plain link's load takes seconds more on this network).
      await page.waitForURL(/\/product\//, { timeout: 10_000, waitUntil: 'commit' });
      return { outcome: 'works', page: drawnBy() };
    } catch {
      // Still on the page: lost if the page had drawn its content (first contentful paint, the server's copy
      // with its links) before the tap, and the tap did not reach something else than the link.
      const { drawnAt, reachedLink } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { drawnAt: paint ? performance.timeOrigin + paint.startTime : null, reachedLink: (window as unknown as { __tapReached?: boolean }).__tapReached };
      });
      const outcome: TapOutcome = drawnAt === null || drawnAt > tappedAt ? 'not drawn' : reachedLink === false ? 'no link there' : 'lost';
      return { outcome, page: drawnBy() };
    }
  } finally {
    await context.close();
  }
}

/**
 * Taps at 250 ms steps from 250 ms to `untilMs` (the lost taps ran to ~3.5 s), and on until
 * one works (at most `giveUpMs`: a loaded machine draws later, and the first tap that works is the figure).
 */
export async function measureFirstTap(browser: Browser, origin: string, path = '/', untilMs = 5000, giveUpMs = 10_000): Promise<FirstTapResult> {
  const url = `${origin}${path}`;
  // The server's answers for the page kept (a served page is rarely its server's first): the probe is the phone's.
  await tapTarget(browser, url);
  const { at, viewport } = await tapTarget(browser, url);
  const taps: FirstTapResult['taps'] = [];
  const worked = () => taps.some((t) => t.outcome === 'works');
  for (let atMs = TAP_STEP_MS; atMs <= untilMs || (!worked() && atMs <= giveUpMs); atMs += TAP_STEP_MS) {
    taps.push({ atMs, ...(await tapOnce(browser, url, atMs, at, viewport)) });
  }
  const drawn = taps.filter((t) => t.outcome === 'lost' || t.outcome === 'works');
  return {
    path,
    stepMs: TAP_STEP_MS,
    at,
    taps,
    tapsLost: drawn.filter((t) => t.outcome === 'lost').length,
    tapsOnDrawnLink: drawn.length,
    firstWorkingTapMs: taps.find((t) => t.outcome === 'works')?.atMs ?? null,
  };
}
