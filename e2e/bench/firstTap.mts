// The first-tap probe (issue 29, "No tap lost"): on Lighthouse's mobile throttling, tap the first
// product link on `/` at 250 ms steps from navigation, a fresh cold page each time, and count the
// taps on a drawn link that did not navigate.
import type { Browser } from '@playwright/test';

/** Lighthouse 12's mobile preset (simulated throttling's figures, applied to the page). */
export const MOBILE_THROTTLING = { cpuSlowdown: 4, rttMs: 150, throughputKbps: 1.6 * 1024 };
export const TAP_STEP_MS = 250;

export type TapOutcome = 'not drawn' | 'lost' | 'works';
export interface FirstTapResult {
  stepMs: number;
  taps: { atMs: number; outcome: TapOutcome }[];
  tapsLost: number;
  tapsOnDrawnLink: number;
  firstWorkingTapMs: number | null;
}

/** One cold visit of `${origin}/` tapping the first product link `atMs` after navigation began. */
async function tapOnce(browser: Browser, origin: string, atMs: number): Promise<TapOutcome> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const bytesPerSecond = (MOBILE_THROTTLING.throughputKbps * 1024) / 8;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE_THROTTLING.rttMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_THROTTLING.cpuSlowdown });
    const started = Date.now();
    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const wait = started + atMs - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    // Where the first product link is right now (none yet: the tap has nothing to land on).
    const box = await page.locator('a[href^="/product/"]').first().boundingBox({ timeout: 1 }).catch(() => null);
    if (!box) return 'not drawn';
    await page.touchscreen.tap(box.x + box.width / 2, box.y + Math.min(box.height / 2, 40));
    try {
      // Navigated once the product page's URL is committed (a plain link's load takes seconds more on this network).
      await page.waitForURL(/\/product\//, { timeout: 10_000, waitUntil: 'commit' });
      return 'works';
    } catch {
      return 'lost';
    }
  } finally {
    await context.close();
  }
}

/** Taps at 250 ms steps from 250 ms to `untilMs` (the lost taps ran to ~3.5 s; on past 5 s nothing changes but the load). */
export async function measureFirstTap(browser: Browser, origin: string, untilMs = 5000): Promise<FirstTapResult> {
  const taps: FirstTapResult['taps'] = [];
  for (let atMs = TAP_STEP_MS; atMs <= untilMs; atMs += TAP_STEP_MS) taps.push({ atMs, outcome: await tapOnce(browser, origin, atMs) });
  const drawn = taps.filter((t) => t.outcome !== 'not drawn');
  return {
    stepMs: TAP_STEP_MS,
    taps,
    tapsLost: drawn.filter((t) => t.outcome === 'lost').length,
    tapsOnDrawnLink: drawn.length,
    firstWorkingTapMs: taps.find((t) => t.outcome === 'works')?.atMs ?? null,
  };
}
