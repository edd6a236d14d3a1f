// JS bytes of one cold `/` as a phone gets them (brotli, bytes on the wire): every script until the
// home's product cards show and the network is quiet, split by origin. Usage (servers running):
// `npx tsx bench/coldHomeJs.mts http://localhost:23080` in e2e/.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { settle } from '../measure';

const origin = process.argv[2] ?? 'http://localhost:8080';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await (await browser.newContext()).newPage();
  const scripts: Promise<{ url: string; encoding: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const response = await request.response();
        return { url: request.url(), encoding: response?.headers()['content-encoding'] ?? 'none', bytes: (await request.sizes()).responseBodySize };
      })(),
    );
  });
  await page.goto(`${origin}/`);
  await page.locator('[data-boundary="checkout"] article').first().waitFor();
  await settle(page);
  const all = await Promise.all(scripts);
  const total = all.reduce((sum, s) => sum + s.bytes, 0);
  for (const s of all) console.log(`${String(s.bytes).padStart(7)} ${s.encoding.padEnd(4)} ${s.url}`);
  console.log(`cold / : ${all.length} scripts, ${total} B (${(total / 1024).toFixed(1)} KB) on the wire`);
} finally {
  await browser.close();
}
