// `npm run screenshots`: every row of the route table at 1440 and 390 px in en, de and zh-CN, in one
// HTML gallery (e2e/screenshots/index.html, gitignored) to look at before a screen is handed in.
// Not a test: it fails on nothing, it notes a page that did not load or that overflows a phone.
// It runs the built bundles (`npm run build`) on ports of its own, as the journeys do, with a fresh
// copy of the seeded database; the demo buyer is logged in for the rows that need a session.
//
// Narrow a run: --route /login (repeatable, a path of the table), --lang de, --width 390.
import { mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { ROUTES, type RouteRow } from '@mall/shared/routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { E2E_API_ENV, E2E_HOST_ENV, originOf, portsFrom, REMOTES, ROOT, storefrontServers } from '../storefront.ts';
import { startServers } from '../bench/processes.ts';
import { sampleUrl } from '../tests/routeSamples.ts';

const LANGUAGES = ['en', 'de', 'zh-CN'] as const;
const WIDTHS = [1440, 390] as const;
const DEMO_BUYER = { email: 'buyer@demo.mall', password: 'furniture-1' };
const OUT = join(ROOT, 'e2e', 'screenshots');
// Clear of the journeys' lanes (18080, 18180) and the bench (19080).
const PORTS = portsFrom(Number(process.env.SCREENSHOTS_PORT_BASE ?? 19280));
const HOST = originOf(PORTS.host);

const { values: args } = parseArgs({
  options: { route: { type: 'string', multiple: true }, lang: { type: 'string', multiple: true }, width: { type: 'string', multiple: true } },
});
const rows = ROUTES.filter((row) => !args.route || args.route.includes(row.path));
const languages = LANGUAGES.filter((l) => !args.lang || args.lang.includes(l));
const widths = WIDTHS.filter((w) => !args.width || args.width.includes(String(w)));

interface Shot {
  row: RouteRow;
  url: string;
  language: string;
  width: number;
  file?: string;
  /** How far the page is wider than the viewport (a phone's horizontal scroll). */
  overflow: number;
  problem?: string;
}

const slug = (path: string) => path.replace(/^\//, '').replace(/[/:]+/g, '_') || 'home';
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function checkBuilt() {
  const missing = [join(ROOT, 'host', 'dist'), ...REMOTES.map((r) => join(ROOT, `mfe-${r}`, 'dist'))].filter((dir) => !existsSync(dir));
  if (missing.length) {
    console.error(`[screenshots] not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** A context in `language` (the cookie the host's server reads, the storage the client reads). */
async function contextFor(browser: Browser, language: string, width: number, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 844 : 900 },
    deviceScaleFactor: 1,
    isMobile: width < 768,
    hasTouch: width < 768,
    storageState,
  });
  await context.addCookies([{ name: 'mall.language', value: encodeURIComponent(language), url: HOST }]);
  await context.addInitScript((lang) => window.localStorage.setItem('mall.language', lang), language);
  return context;
}

async function logInBuyer(browser: Browser) {
  const context = await contextFor(browser, 'en', 1440);
  const page = await context.newPage();
  await page.goto(`${HOST}/login`);
  await page.getByLabel('E-mail').fill(DEMO_BUYER.email);
  await page.getByLabel('Password').fill(DEMO_BUYER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor({ timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function shoot(context: BrowserContext, shot: Shot) {
  const page = await context.newPage();
  try {
    await page.goto(`${HOST}${shot.url}`, { waitUntil: 'load', timeout: 45_000 });
    // Remotes, data and late sections: settled when the network is quiet and no loader shows.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.locator('.mall-page-loader').first().waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => undefined);
    await page.evaluate(() => document.fonts.ready);
    // Against the asked width: a mobile viewport widens its layout viewport to the content, so innerWidth would hide the overflow.
    shot.overflow = await page.evaluate((width) => Math.max(0, document.documentElement.scrollWidth - width), shot.width);
    const file = join(shot.language, String(shot.width), `${slug(shot.row.path)}.png`);
    mkdirSync(join(OUT, shot.language, String(shot.width)), { recursive: true });
    await page.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled', caret: 'hide' });
    shot.file = file;
    const path = new URL(page.url()).pathname;
    if (path !== shot.url.split('?')[0]) shot.problem = `ended on ${path}`;
  } catch (error) {
    shot.problem = (error as Error).message.split('\n')[0];
  } finally {
    await page.close();
  }
}

function gallery(shots: Shot[]): string {
  const byRow = new Map<string, Shot[]>();
  for (const shot of shots) byRow.set(shot.row.path, [...(byRow.get(shot.row.path) ?? []), shot]);
  const cell = (shot: Shot) => {
    const notes = [shot.overflow > 0 && `overflows by ${shot.overflow} px`, shot.problem].filter(Boolean) as string[];
    const image = shot.file ? `<a href="${shot.file}"><img loading="lazy" src="${shot.file}" alt="${escapeHtml(`${shot.row.path} ${shot.language} ${shot.width}`)}"></a>` : '<p>no picture</p>';
    return `<figure class="w${shot.width}">${image}<figcaption>${shot.language} · ${shot.width}${notes.map((n) => `<br><strong>${escapeHtml(n)}</strong>`).join('')}</figcaption></figure>`;
  };
  const sections = [...byRow].map(
    ([path, list]) =>
      `<section id="${slug(path)}"><h2>${escapeHtml(path)} <small>${list[0]!.row.bundle} · ${list[0]!.row.access} · <a href="${HOST}${escapeHtml(list[0]!.url)}">${escapeHtml(list[0]!.url)}</a></small></h2><div class="shots">${list.map(cell).join('')}</div></section>`,
  );
  const flagged = shots.filter((s) => s.overflow > 0 || s.problem).length;
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Storefront screenshots</title>
<style>
body{font-family:system-ui,sans-serif;margin:24px;background:#f2ede6;color:#2b2520}
nav{columns:4;font-size:14px}section{margin:32px 0}h2{font-size:18px}h2 small{font-weight:400;color:#665d54}
.shots{display:flex;gap:16px;align-items:flex-start;overflow-x:auto}figure{margin:0;flex:none}
figure img{display:block;border:1px solid #d9d1c6;background:#fff}.w1440 img{width:480px}.w390 img{width:195px}
figcaption{font-size:13px;margin-top:4px}strong{color:#a8322a}
</style>
<h1>Storefront screenshots</h1>
<p>${new Date().toISOString()} · ${shots.length} pictures · ${flagged} flagged (overflow on a phone, or not loaded)</p>
<nav>${[...byRow.keys()].map((p) => `<a href="#${slug(p)}">${escapeHtml(p)}</a>`).join('<br>')}</nav>
${sections.join('\n')}
</html>`;
}

checkBuilt();
if (!args.route && !args.lang && !args.width) rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const servers = await startServers(storefrontServers(PORTS, { apiEnv: E2E_API_ENV, hostEnv: E2E_HOST_ENV }));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const shots: Shot[] = [];
try {
  const buyer = rows.some((r) => r.access !== 'public') ? await logInBuyer(browser) : undefined;
  for (const language of languages) {
    for (const width of widths) {
      const guest = await contextFor(browser, language, width);
      const loggedIn = buyer ? await contextFor(browser, language, width, buyer) : guest;
      for (const row of rows) {
        const shot: Shot = { row, url: sampleUrl(row), language, width, overflow: 0 };
        await shoot(row.access === 'public' ? guest : loggedIn, shot);
        shots.push(shot);
        console.log(`[screenshots] ${language} ${width} ${shot.url}${shot.overflow ? ` overflow ${shot.overflow}px` : ''}${shot.problem ? ` — ${shot.problem}` : ''}`);
      }
      await guest.close();
      if (loggedIn !== guest) await loggedIn.close();
    }
  }
} finally {
  await browser.close();
  await servers.stop();
}
writeFileSync(join(OUT, 'index.html'), gallery(shots));
console.log(`[screenshots] ${shots.length} pictures: ${join(OUT, 'index.html')}`);
